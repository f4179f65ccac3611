import { defineMessages } from 'react-intl';

export const adminDistributionsScreenMessages = defineMessages({
  title: { id: 'ui.adminDistributionsScreen.title', defaultMessage: '立会外分売', description: 'Screen heading' },
  lead: {
    id: 'ui.adminDistributionsScreen.lead',
    defaultMessage:
      '分売の銘柄・株数・割引率・申込時間を公開し、公開中は変更、締切後は配分します。申込が株数を超えたときは、公開済みシードによる抽選で配分します。',
    description: 'What the screen does',
  },
  filter: { id: 'ui.adminDistributionsScreen.filter', defaultMessage: '状態', description: 'Filter by state' },
  filterAll: { id: 'ui.adminDistributionsScreen.filterAll', defaultMessage: 'すべて', description: 'Every state' },
  create: { id: 'ui.adminDistributionsScreen.create', defaultMessage: '分売を公開', description: 'Button: new' },
  listLabel: { id: 'ui.adminDistributionsScreen.listLabel', defaultMessage: '分売一覧', description: 'List name' },
  empty: { id: 'ui.adminDistributionsScreen.empty', defaultMessage: '分売はありません', description: 'Empty list' },
  emptyDescription: {
    id: 'ui.adminDistributionsScreen.emptyDescription',
    defaultMessage: '「分売を公開」から新しい分売を作れます。',
    description: 'Under the empty list',
  },
  statusAnnounced: {
    id: 'ui.adminDistributionsScreen.status.announced',
    defaultMessage: '公表済み',
    description: 'State: published, price not fixed',
  },
  statusOpen: { id: 'ui.adminDistributionsScreen.status.open', defaultMessage: '申込受付中', description: 'State' },
  statusClosed: {
    id: 'ui.adminDistributionsScreen.status.closed',
    defaultMessage: '締切・配分待ち',
    description: 'State: window over, not allotted',
  },
  statusAllotted: {
    id: 'ui.adminDistributionsScreen.status.allotted',
    defaultMessage: '配分済み',
    description: 'State',
  },
  statusCancelled: {
    id: 'ui.adminDistributionsScreen.status.cancelled',
    defaultMessage: '中止',
    description: 'State',
  },
  open: { id: 'ui.adminDistributionsScreen.open', defaultMessage: '詳細と操作', description: 'Opens the panel' },
  closePanel: { id: 'ui.adminDistributionsScreen.closePanel', defaultMessage: '閉じる', description: 'Closes panel' },
  edit: { id: 'ui.adminDistributionsScreen.edit', defaultMessage: '編集', description: 'Button: edit' },
  editLocked: {
    id: 'ui.adminDistributionsScreen.editLocked',
    defaultMessage: '申込受付が始まると条件は変更できません。',
    description: 'Why edit is not offered',
  },
  close: {
    id: 'ui.adminDistributionsScreen.close',
    defaultMessage: '締め切って配分',
    description: 'Button: close and allocate',
  },
  cancelAnnounced: {
    id: 'ui.adminDistributionsScreen.cancelAnnounced',
    defaultMessage: '分売を中止',
    description: 'Button: close an announced distribution (cancels it)',
  },
  applications: {
    id: 'ui.adminDistributionsScreen.applications',
    defaultMessage: '申込を審査',
    description: 'Link to the applications queue',
  },
  stockCode: { id: 'ui.adminDistributionsScreen.stockCode', defaultMessage: '銘柄コード', description: 'Field' },
  market: { id: 'ui.adminDistributionsScreen.market', defaultMessage: '市場', description: 'Field' },
  marketJpy: { id: 'ui.adminDistributionsScreen.marketJpy', defaultMessage: '日本', description: 'Market' },
  marketUsd: { id: 'ui.adminDistributionsScreen.marketUsd', defaultMessage: '米国', description: 'Market' },
  marketCny: { id: 'ui.adminDistributionsScreen.marketCny', defaultMessage: '中国', description: 'Market' },
  totalShares: { id: 'ui.adminDistributionsScreen.totalShares', defaultMessage: '分売株数', description: 'Field' },
  minShares: { id: 'ui.adminDistributionsScreen.minShares', defaultMessage: '申込の最低株数', description: 'Field' },
  maxShares: { id: 'ui.adminDistributionsScreen.maxShares', defaultMessage: '申込の上限株数', description: 'Field' },
  perApplication: {
    id: 'ui.adminDistributionsScreen.perApplication',
    defaultMessage: '1件あたりの申込株数',
    description: 'Detail: the minimum to maximum shares of one application',
  },
  unitShares: { id: 'ui.adminDistributionsScreen.unitShares', defaultMessage: '単元株数', description: 'Detail' },
  discountPercent: {
    id: 'ui.adminDistributionsScreen.discountPercent',
    defaultMessage: '前日終値からの割引率（%）',
    description: 'Field',
  },
  discountHint: {
    id: 'ui.adminDistributionsScreen.discountHint',
    defaultMessage: '0.01〜5.00。利用者に表示されます',
    description: 'Hint under the discount',
  },
  sharesHint: {
    id: 'ui.adminDistributionsScreen.sharesHint',
    defaultMessage: '単元株数の倍数（日本・中国は100株）',
    description: 'Hint under the share fields',
  },
  windowStart: {
    id: 'ui.adminDistributionsScreen.windowStart',
    defaultMessage: '申込開始（日本時間）',
    description: 'Field',
  },
  windowEnd: {
    id: 'ui.adminDistributionsScreen.windowEnd',
    defaultMessage: '申込締切（日本時間）',
    description: 'Field',
  },
  window: { id: 'ui.adminDistributionsScreen.window', defaultMessage: '申込時間', description: 'Detail' },
  basePrice: { id: 'ui.adminDistributionsScreen.basePrice', defaultMessage: '前日終値', description: 'Detail' },
  price: { id: 'ui.adminDistributionsScreen.price', defaultMessage: '分売価格', description: 'Detail' },
  discount: { id: 'ui.adminDistributionsScreen.discount', defaultMessage: '割引率', description: 'Detail' },
  notFixed: {
    id: 'ui.adminDistributionsScreen.notFixed',
    defaultMessage: '申込開始時に決定',
    description: 'Price not fixed yet',
  },
  demand: { id: 'ui.adminDistributionsScreen.demand', defaultMessage: '申込株数', description: 'Detail' },
  allotted: { id: 'ui.adminDistributionsScreen.allotted', defaultMessage: '配分株数', description: 'Detail' },
  result: { id: 'ui.adminDistributionsScreen.result', defaultMessage: '配分方法', description: 'Detail' },
  resultFull: {
    id: 'ui.adminDistributionsScreen.resultFull',
    defaultMessage: '全額配分（申込が株数以内）',
    description: 'Allocation: everyone got what they applied for',
  },
  resultLottery: {
    id: 'ui.adminDistributionsScreen.resultLottery',
    defaultMessage: '抽選配分（申込が株数を超過）',
    description: 'Allocation: by lottery',
  },
  seedHash: {
    id: 'ui.adminDistributionsScreen.seedHash',
    defaultMessage: 'シードのハッシュ（SHA-256）',
    description: 'Detail',
  },
  seed: { id: 'ui.adminDistributionsScreen.seed', defaultMessage: 'シード', description: 'Detail' },
  notYet: { id: 'ui.adminDistributionsScreen.notYet', defaultMessage: '未定', description: 'Not set yet' },
  confirmCloseTitle: {
    id: 'ui.adminDistributionsScreen.confirmCloseTitle',
    defaultMessage: '締め切って配分しますか？',
    description: 'Confirmation heading',
  },
  confirmCancelTitle: {
    id: 'ui.adminDistributionsScreen.confirmCancelTitle',
    defaultMessage: '分売を中止しますか？',
    description: 'Confirmation heading (announced)',
  },
  createHeading: {
    id: 'ui.adminDistributionsScreen.createHeading',
    defaultMessage: '分売を公開',
    description: 'Form heading',
  },
  save: { id: 'ui.adminDistributionsScreen.save', defaultMessage: '保存する', description: 'Button' },
  publish: { id: 'ui.adminDistributionsScreen.publish', defaultMessage: '公開する', description: 'Button' },
  cancel: { id: 'ui.adminDistributionsScreen.cancel', defaultMessage: 'キャンセル', description: 'Button' },
});

export const adminDistributionsScreenValueMessages = defineMessages<{
  rowLabel: { code: string; name: string };
  panelLabel: { code: string };
  editHeading: { code: string };
  range: { start: string; end: string };
  shares: { count: string };
  sharesRange: { min: string; max: string };
  demandMeta: { applied: string; total: string; applications: number };
  percent: { value: string };
  confirmClose: { name: string; applied: string; total: string };
  confirmCancel: { name: string };
  doneFull: { allotted: string };
  doneLottery: { allotted: string; applied: string };
  doneCancelled: { name: string };
}>({
  rowLabel: {
    id: 'ui.adminDistributionsScreen.rowLabel',
    defaultMessage: '分売 {code} {name}',
    description: 'Row name',
  },
  panelLabel: {
    id: 'ui.adminDistributionsScreen.panelLabel',
    defaultMessage: '分売 {code} の詳細と操作',
    description: 'Panel name',
  },
  editHeading: {
    id: 'ui.adminDistributionsScreen.editHeading',
    defaultMessage: '分売 {code} を編集',
    description: 'Form heading',
  },
  range: { id: 'ui.adminDistributionsScreen.range', defaultMessage: '{start}〜{end}', description: 'A period' },
  shares: { id: 'ui.adminDistributionsScreen.shares', defaultMessage: '{count} 株', description: 'Shares' },
  sharesRange: {
    id: 'ui.adminDistributionsScreen.sharesRange',
    defaultMessage: '{min}〜{max} 株',
    description: 'Min to max shares',
  },
  demandMeta: {
    id: 'ui.adminDistributionsScreen.demandMeta',
    defaultMessage: '申込 {applied} / {total} 株（{applications, number} 件）',
    description: 'Row meta: demand',
  },
  percent: { id: 'ui.adminDistributionsScreen.percent', defaultMessage: '{value}%', description: 'A percentage' },
  confirmClose: {
    id: 'ui.adminDistributionsScreen.confirmClose',
    defaultMessage:
      '{name} を締め切り、承認済みの申込に配分します（申込 {applied} 株 / 分売 {total} 株）。超過していれば抽選で配分し、シードを公開します。資金が動き、取り消せません。',
    description: 'Confirmation text',
  },
  confirmCancel: {
    id: 'ui.adminDistributionsScreen.confirmCancel',
    defaultMessage: '{name} はまだ申込受付前のため、締め切ると中止になります。',
    description: 'Confirmation text (announced)',
  },
  doneFull: {
    id: 'ui.adminDistributionsScreen.doneFull',
    defaultMessage: '配分しました: 申込どおり全額配分（{allotted} 株）',
    description: 'Outcome: full allocation',
  },
  doneLottery: {
    id: 'ui.adminDistributionsScreen.doneLottery',
    defaultMessage: '配分しました: 抽選で {applied} 株の申込に {allotted} 株を配分',
    description: 'Outcome: lottery',
  },
  doneCancelled: {
    id: 'ui.adminDistributionsScreen.doneCancelled',
    defaultMessage: '{name} を中止しました',
    description: 'Outcome: cancelled',
  },
});
