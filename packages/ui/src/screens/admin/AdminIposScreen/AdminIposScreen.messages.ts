import { defineMessages } from 'react-intl';

export const adminIposScreenMessages = defineMessages({
  title: { id: 'ui.adminIposScreen.title', defaultMessage: 'IPO管理', description: 'Console screen heading' },
  lead: {
    id: 'ui.adminIposScreen.lead',
    defaultMessage:
      '新規公開株の登録と変更、検証できる抽選の各段階（シードのコミット、抽選、シードの公開、割当）を行います。どの操作も監査ログに残ります。',
    description: 'What the IPO screen does',
  },
  filter: { id: 'ui.adminIposScreen.filter', defaultMessage: '状態', description: 'Filter of the list by state' },
  filterAll: { id: 'ui.adminIposScreen.filterAll', defaultMessage: 'すべて', description: 'Filter: every state' },
  create: { id: 'ui.adminIposScreen.create', defaultMessage: 'IPOを登録', description: 'Button: new IPO' },
  listLabel: { id: 'ui.adminIposScreen.listLabel', defaultMessage: 'IPO一覧', description: 'The list’s name' },
  empty: { id: 'ui.adminIposScreen.empty', defaultMessage: 'IPOはありません', description: 'Empty list' },
  emptyDescription: {
    id: 'ui.adminIposScreen.emptyDescription',
    defaultMessage: '「IPOを登録」から新しいIPOを作れます。',
    description: 'Under the empty list',
  },
  statusUpcoming: { id: 'ui.adminIposScreen.status.upcoming', defaultMessage: '公開予定', description: 'IPO state' },
  statusSubscribing: {
    id: 'ui.adminIposScreen.status.subscribing',
    defaultMessage: '申込受付中',
    description: 'IPO state: applications open',
  },
  statusAwaitingLottery: {
    id: 'ui.adminIposScreen.status.awaitingLottery',
    defaultMessage: '抽選待ち',
    description: 'IPO state: applications closed',
  },
  statusDrawn: {
    id: 'ui.adminIposScreen.status.drawn',
    defaultMessage: '抽選済み・未割当',
    description: 'IPO state: drawn, not yet settled',
  },
  statusAllotted: { id: 'ui.adminIposScreen.status.allotted', defaultMessage: '割当済み', description: 'IPO state' },
  statusListed: { id: 'ui.adminIposScreen.status.listed', defaultMessage: '上場済み', description: 'IPO state' },
  statusCancelled: { id: 'ui.adminIposScreen.status.cancelled', defaultMessage: '中止', description: 'IPO state' },
  drawPending: {
    id: 'ui.adminIposScreen.draw.pending',
    defaultMessage: 'シード未コミット',
    description: 'Draw state: no seed hash yet',
  },
  drawCommitted: {
    id: 'ui.adminIposScreen.draw.committed',
    defaultMessage: 'シードコミット済み',
    description: 'Draw state: seed hash published',
  },
  drawEntriesPublished: {
    id: 'ui.adminIposScreen.draw.entriesPublished',
    defaultMessage: '応募リスト公開済み',
    description: 'Draw state: entry list frozen and published',
  },
  drawDrawn: { id: 'ui.adminIposScreen.draw.drawn', defaultMessage: '抽選済み', description: 'Draw state' },
  open: { id: 'ui.adminIposScreen.open', defaultMessage: '詳細と操作', description: 'Opens an IPO’s panel' },
  close: { id: 'ui.adminIposScreen.close', defaultMessage: '閉じる', description: 'Closes the panel' },
  edit: { id: 'ui.adminIposScreen.edit', defaultMessage: '編集', description: 'Button: edit the IPO' },
  stockCode: { id: 'ui.adminIposScreen.stockCode', defaultMessage: '銘柄コード', description: 'Field' },
  market: { id: 'ui.adminIposScreen.market', defaultMessage: '市場', description: 'Field' },
  marketJpy: { id: 'ui.adminIposScreen.marketJpy', defaultMessage: '日本', description: 'Market' },
  marketUsd: { id: 'ui.adminIposScreen.marketUsd', defaultMessage: '米国', description: 'Market' },
  marketCny: { id: 'ui.adminIposScreen.marketCny', defaultMessage: '中国', description: 'Market' },
  nameJp: { id: 'ui.adminIposScreen.nameJp', defaultMessage: '会社名（日本語）', description: 'Field' },
  nameCn: { id: 'ui.adminIposScreen.nameCn', defaultMessage: '会社名（中国語）', description: 'Field' },
  nameUs: { id: 'ui.adminIposScreen.nameUs', defaultMessage: '会社名（英語）', description: 'Field' },
  leadUnderwriter: { id: 'ui.adminIposScreen.leadUnderwriter', defaultMessage: '主幹事', description: 'Field' },
  per: { id: 'ui.adminIposScreen.per', defaultMessage: 'PER', description: 'Field: price-earnings ratio' },
  sharesOffered: { id: 'ui.adminIposScreen.sharesOffered', defaultMessage: '募集株数', description: 'Field' },
  unitShares: { id: 'ui.adminIposScreen.unitShares', defaultMessage: '単元株数', description: 'Field' },
  priceBandLow: { id: 'ui.adminIposScreen.priceBandLow', defaultMessage: '仮条件の下限', description: 'Field' },
  priceBandHigh: { id: 'ui.adminIposScreen.priceBandHigh', defaultMessage: '仮条件の上限', description: 'Field' },
  priceBand: { id: 'ui.adminIposScreen.priceBand', defaultMessage: '仮条件', description: 'Detail: the band' },
  offerPrice: { id: 'ui.adminIposScreen.offerPrice', defaultMessage: '公開価格', description: 'Field' },
  bookBuildingStart: {
    id: 'ui.adminIposScreen.bookBuildingStart',
    defaultMessage: 'ブックビルディング開始日',
    description: 'Field',
  },
  bookBuildingEnd: {
    id: 'ui.adminIposScreen.bookBuildingEnd',
    defaultMessage: 'ブックビルディング終了日',
    description: 'Field',
  },
  bookBuilding: {
    id: 'ui.adminIposScreen.bookBuilding',
    defaultMessage: 'ブックビルディング',
    description: 'Detail: book-building period',
  },
  subscriptionStart: {
    id: 'ui.adminIposScreen.subscriptionStart',
    defaultMessage: '申込開始（日本時間）',
    description: 'Field',
  },
  subscriptionEnd: {
    id: 'ui.adminIposScreen.subscriptionEnd',
    defaultMessage: '申込締切（日本時間）',
    description: 'Field',
  },
  subscription: { id: 'ui.adminIposScreen.subscription', defaultMessage: '申込期間', description: 'Detail' },
  lotteryDate: { id: 'ui.adminIposScreen.lotteryDate', defaultMessage: '抽選日', description: 'Field' },
  allotmentDate: { id: 'ui.adminIposScreen.allotmentDate', defaultMessage: '割当日', description: 'Field' },
  listingDate: { id: 'ui.adminIposScreen.listingDate', defaultMessage: '上場日', description: 'Field' },
  notDecided: { id: 'ui.adminIposScreen.notDecided', defaultMessage: '未定', description: 'A value not set yet' },
  drawHeading: {
    id: 'ui.adminIposScreen.drawHeading',
    defaultMessage: '検証できる抽選',
    description: 'Heading: the draw’s steps',
  },
  seedHash: {
    id: 'ui.adminIposScreen.seedHash',
    defaultMessage: 'シードのハッシュ（SHA-256）',
    description: 'Detail: committed hash',
  },
  seed: { id: 'ui.adminIposScreen.seed', defaultMessage: 'シード', description: 'Detail: published seed' },
  applications: { id: 'ui.adminIposScreen.applications', defaultMessage: '申込', description: 'Detail: count' },
  winners: { id: 'ui.adminIposScreen.winners', defaultMessage: '当選', description: 'Detail: count' },
  charged: {
    id: 'ui.adminIposScreen.charged',
    defaultMessage: '払込（当選）',
    description: 'Detail: applications charged at allotment',
  },
  released: {
    id: 'ui.adminIposScreen.released',
    defaultMessage: '拘束解除（落選）',
    description: 'Detail: holds released in full at allotment',
  },
  drawnAt: { id: 'ui.adminIposScreen.drawnAt', defaultMessage: '抽選日時', description: 'Detail' },
  allottedAt: { id: 'ui.adminIposScreen.allottedAt', defaultMessage: '割当日時', description: 'Detail' },
  stepCommitSeed: {
    id: 'ui.adminIposScreen.step.commitSeed',
    defaultMessage: 'シードをコミット',
    description: 'Step button',
  },
  stepDraw: { id: 'ui.adminIposScreen.step.draw', defaultMessage: '抽選を実行', description: 'Step button' },
  stepPublishSeed: {
    id: 'ui.adminIposScreen.step.publishSeed',
    defaultMessage: 'シードを公開',
    description: 'Step button',
  },
  stepAllot: { id: 'ui.adminIposScreen.step.allot', defaultMessage: '割当を実行', description: 'Step button' },
  hintCommitSeed: {
    id: 'ui.adminIposScreen.hint.commitSeed',
    defaultMessage: '申込開始前に一度だけ。ハッシュだけが公開され、シードは抽選後まで誰にも見えません。',
    description: 'When the step is allowed and what it does',
  },
  hintDraw: {
    id: 'ui.adminIposScreen.hint.draw',
    defaultMessage: '申込締切後、抽選日以降に一度だけ。締切時に公開した応募リストで抽選します。',
    description: 'When the step is allowed and what it does',
  },
  hintPublishSeed: {
    id: 'ui.adminIposScreen.hint.publishSeed',
    defaultMessage: '抽選の後に。誰でもハッシュとの一致と抽選結果を確かめられるようになります。',
    description: 'When the step is allowed and what it does',
  },
  hintAllot: {
    id: 'ui.adminIposScreen.hint.allot',
    defaultMessage: 'シードの公開後に。当選者に公開価格で払込を行い、落選者の拘束金を全額解除します。',
    description: 'When the step is allowed and what it does',
  },
  stepDone: { id: 'ui.adminIposScreen.stepDone', defaultMessage: '完了', description: 'A step already done' },
  stepNotNow: {
    id: 'ui.adminIposScreen.stepNotNow',
    defaultMessage: 'この段階ではできません',
    description: 'A step not allowed in the current state',
  },
  confirmCommitSeed: {
    id: 'ui.adminIposScreen.confirm.commitSeed',
    defaultMessage: 'シードをコミットしますか？',
    description: 'Confirmation heading',
  },
  confirmDraw: {
    id: 'ui.adminIposScreen.confirm.draw',
    defaultMessage: '抽選を実行しますか？',
    description: 'Confirmation heading',
  },
  confirmPublishSeed: {
    id: 'ui.adminIposScreen.confirm.publishSeed',
    defaultMessage: 'シードを公開しますか？',
    description: 'Confirmation heading',
  },
  confirmAllot: {
    id: 'ui.adminIposScreen.confirm.allot',
    defaultMessage: '割当を実行しますか？',
    description: 'Confirmation heading',
  },
  createHeading: {
    id: 'ui.adminIposScreen.createHeading',
    defaultMessage: 'IPOを登録',
    description: 'Heading of the new-IPO form',
  },
  lockedNote: {
    id: 'ui.adminIposScreen.lockedNote',
    defaultMessage: '申込が始まったため、変更できるのは公開価格と抽選日・割当日・上場日だけです。',
    description: 'Why most fields are disabled',
  },
  stockCodeHint: {
    id: 'ui.adminIposScreen.stockCodeHint',
    defaultMessage: '英大文字と数字で10文字まで（例: 7203、AAPL）',
    description: 'Hint under the stock code',
  },
  optional: { id: 'ui.adminIposScreen.optional', defaultMessage: '任意', description: 'Hint: optional field' },
  offerPriceHint: {
    id: 'ui.adminIposScreen.offerPriceHint',
    defaultMessage: 'ブックビルディングで決まったら、仮条件の範囲で',
    description: 'Hint under the offer price',
  },
  datesHint: {
    id: 'ui.adminIposScreen.datesHint',
    defaultMessage: '日付は順に: ブックビルディング → 申込 → 抽選 → 割当 → 上場',
    description: 'The order dates must follow',
  },
  save: { id: 'ui.adminIposScreen.save', defaultMessage: '保存する', description: 'Button: save changes' },
  register: { id: 'ui.adminIposScreen.register', defaultMessage: '登録する', description: 'Button: create' },
  cancel: { id: 'ui.adminIposScreen.cancel', defaultMessage: 'キャンセル', description: 'Button: close the form' },
});

/** Messages with values; the catalogue test keeps their placeholders the same in every language. */
export const adminIposScreenValueMessages = defineMessages<{
  rowLabel: { code: string; name: string };
  editHeading: { code: string };
  panelLabel: { code: string };
  range: { start: string; end: string };
  subscriptionRange: { start: string; end: string };
  listing: { date: string };
  count: { count: string };
  counts: { applications: number; winners: string };
  confirmCommitSeed: { name: string };
  confirmDraw: { name: string; applications: number };
  confirmPublishSeed: { name: string };
  confirmAllot: { name: string; charged: number; released: number };
  doneCommitSeed: { hash: string };
  doneDraw: { winners: number; applications: number };
  donePublishSeed: { seed: string };
  doneAllot: { charged: string; released: string };
}>({
  rowLabel: { id: 'ui.adminIposScreen.rowLabel', defaultMessage: 'IPO {code} {name}', description: 'A row’s name' },
  editHeading: {
    id: 'ui.adminIposScreen.editHeading',
    defaultMessage: 'IPO {code} を編集',
    description: 'Heading of the edit form',
  },
  panelLabel: {
    id: 'ui.adminIposScreen.panelLabel',
    defaultMessage: 'IPO {code} の詳細と操作',
    description: 'Accessible name of the open panel',
  },
  range: { id: 'ui.adminIposScreen.range', defaultMessage: '{start}〜{end}', description: 'A period' },
  subscriptionRange: {
    id: 'ui.adminIposScreen.subscriptionRange',
    defaultMessage: '申込 {start}〜{end}',
    description: 'Row meta: the subscription period',
  },
  listing: { id: 'ui.adminIposScreen.listing', defaultMessage: '上場 {date}', description: 'Row meta' },
  count: { id: 'ui.adminIposScreen.count', defaultMessage: '{count} 件', description: 'A number of applications' },
  counts: {
    id: 'ui.adminIposScreen.counts',
    defaultMessage: '申込 {applications, number} 件 · 当選 {winners} 件',
    description: 'Row meta: applications and winners',
  },
  confirmCommitSeed: {
    id: 'ui.adminIposScreen.confirmMessage.commitSeed',
    defaultMessage:
      '{name} の抽選シードをサーバーが生成し、そのハッシュだけを公開します。一度だけの操作で、取り消せません。',
    description: 'Confirmation text',
  },
  confirmDraw: {
    id: 'ui.adminIposScreen.confirmMessage.draw',
    defaultMessage: '{name} の抽選を申込 {applications, number} 件で実行します。やり直しはできません。',
    description: 'Confirmation text',
  },
  confirmPublishSeed: {
    id: 'ui.adminIposScreen.confirmMessage.publishSeed',
    defaultMessage: '{name} のシードを公開し、誰でも抽選を再現できるようにします。',
    description: 'Confirmation text',
  },
  confirmAllot: {
    id: 'ui.adminIposScreen.confirmMessage.allot',
    defaultMessage:
      '{name} の当選 {charged, number} 件に払込を行い、落選 {released, number} 件の拘束金を全額解除します。資金が動き、取り消せません。',
    description: 'Confirmation text',
  },
  doneCommitSeed: {
    id: 'ui.adminIposScreen.done.commitSeed',
    defaultMessage: 'シードをコミットしました。ハッシュ: {hash}',
    description: 'Outcome of the step',
  },
  doneDraw: {
    id: 'ui.adminIposScreen.done.draw',
    defaultMessage: '抽選しました。申込 {applications, number} 件のうち当選 {winners, number} 件',
    description: 'Outcome of the step',
  },
  donePublishSeed: {
    id: 'ui.adminIposScreen.done.publishSeed',
    defaultMessage: 'シードを公開しました: {seed}',
    description: 'Outcome of the step',
  },
  doneAllot: {
    id: 'ui.adminIposScreen.done.allot',
    defaultMessage: '割当しました。払込 {charged} 件、拘束解除 {released} 件',
    description: 'Outcome of the step',
  },
});
