import { defineMessages } from 'react-intl';

export const ipoDetailScreenMessages = defineMessages({
  title: {
    id: 'ui.ipoDetailScreen.title',
    defaultMessage: 'IPOの詳細',
    description: 'Screen title (/home/newShareInfo)',
  },
  apply: {
    id: 'ui.ipoDetailScreen.apply',
    defaultMessage: 'このIPOに申し込む',
    description: 'Link: apply for this IPO',
  },
  appliedTitle: {
    id: 'ui.ipoDetailScreen.appliedTitle',
    defaultMessage: '申込済みです',
    description: 'Notice title: the user has applied for this IPO',
  },
  appliedText: {
    id: 'ui.ipoDetailScreen.appliedText',
    defaultMessage: '{lots}、{amount}を抽選まで拘束しています。',
    description: 'Notice: lots applied for and the amount held until the draw',
  },
  records: {
    id: 'ui.ipoDetailScreen.records',
    defaultMessage: '申込・当選の履歴を見る',
    description: 'Link to the user’s IPO records',
  },
  notOpenYet: {
    id: 'ui.ipoDetailScreen.notOpenYet',
    defaultMessage: '申込は{start}から受け付けます。',
    description: 'When applications open; {start} is a date and time',
  },
  closed: {
    id: 'ui.ipoDetailScreen.closed',
    defaultMessage: '申込の受付は終了しました。',
    description: 'Applications are closed',
  },
  overview: {
    id: 'ui.ipoDetailScreen.overview',
    defaultMessage: '募集の概要',
    description: 'Section heading: overview',
  },
  segment: { id: 'ui.ipoDetailScreen.segment', defaultMessage: '上場市場', description: 'Term: listing segment' },
  leadUnderwriter: {
    id: 'ui.ipoDetailScreen.leadUnderwriter',
    defaultMessage: '主幹事',
    description: 'Term: the lead underwriter',
  },
  per: {
    id: 'ui.ipoDetailScreen.per',
    defaultMessage: 'PER（公開価格ベース）',
    description: 'Term: price-earnings ratio',
  },
  perValue: {
    id: 'ui.ipoDetailScreen.perValue',
    defaultMessage: '{per}倍',
    description: 'A PER value, e.g. 24.80 times',
  },
  pricing: { id: 'ui.ipoDetailScreen.pricing', defaultMessage: '価格', description: 'Section heading: prices' },
  notSet: { id: 'ui.ipoDetailScreen.notSet', defaultMessage: '未定', description: 'A price or date not set yet' },
  shares: { id: 'ui.ipoDetailScreen.shares', defaultMessage: '株数と申込単位', description: 'Section heading: shares' },
  sharesOffered: {
    id: 'ui.ipoDetailScreen.sharesOffered',
    defaultMessage: '公開株数',
    description: 'Term: shares in the whole offering',
  },
  sharesForLottery: {
    id: 'ui.ipoDetailScreen.sharesForLottery',
    defaultMessage: '当社の抽選配分株数',
    description: 'Term: shares this broker distributes by the draw',
  },
  minQuantity: {
    id: 'ui.ipoDetailScreen.minQuantity',
    defaultMessage: '最低申込株数',
    description: 'Term: minimum application in shares',
  },
  maxLots: {
    id: 'ui.ipoDetailScreen.maxLots',
    defaultMessage: '1口座の申込上限',
    description: 'Term: most lots one account may apply for',
  },
  schedule: { id: 'ui.ipoDetailScreen.schedule', defaultMessage: '日程', description: 'Section heading: the calendar' },
  bookBuilding: {
    id: 'ui.ipoDetailScreen.bookBuilding',
    defaultMessage: 'ブックビルディング期間',
    description: 'Term: book-building period',
  },
  results: {
    id: 'ui.ipoDetailScreen.results',
    defaultMessage: '抽選と上場の結果',
    description: 'Section heading: results',
  },
  afterDraw: {
    id: 'ui.ipoDetailScreen.afterDraw',
    defaultMessage: '抽選後に公表（予想はしません）',
    description: 'The winning rate is published after the draw, never forecast',
  },
  afterListing: {
    id: 'ui.ipoDetailScreen.afterListing',
    defaultMessage: '上場後に公表',
    description: 'The first price is known only after listing',
  },
  premium: {
    id: 'ui.ipoDetailScreen.premium',
    defaultMessage: '初値騰落率（公開価格比）',
    description: 'Term: realized listing premium over the offer price',
  },
  draw: {
    id: 'ui.ipoDetailScreen.draw',
    defaultMessage: '検証できる抽選',
    description: 'Section heading: the verifiable draw',
  },
  drawIntro: {
    id: 'ui.ipoDetailScreen.drawIntro',
    defaultMessage:
      '申込開始前にシードのハッシュを公約し、締切時に応募一覧とそのハッシュを、抽選後にシードを公開します。誰でも同じ結果を再計算できます。',
    description: 'How the draw is made verifiable',
  },
  algorithmId: {
    id: 'ui.ipoDetailScreen.algorithmId',
    defaultMessage: '抽選方式',
    description: 'Term: the algorithm id',
  },
  seedHash: {
    id: 'ui.ipoDetailScreen.seedHash',
    defaultMessage: 'シードのハッシュ（{algorithm}）',
    description: 'Term: the committed seed hash; {algorithm} is SHA-256',
  },
  committedAt: {
    id: 'ui.ipoDetailScreen.committedAt',
    defaultMessage: '{time}に公約',
    description: 'When the seed hash was committed',
  },
  notCommitted: {
    id: 'ui.ipoDetailScreen.notCommitted',
    defaultMessage: '申込開始時に公約します',
    description: 'The seed hash is committed when applications open',
  },
  entries: { id: 'ui.ipoDetailScreen.entries', defaultMessage: '応募', description: 'Term: the draw’s entries' },
  entriesValue: {
    id: 'ui.ipoDetailScreen.entriesValue',
    defaultMessage: '{entries, number}件・{requested, number}口（配分{available, number}口）',
    description: 'Entries, lots requested and lots available; all formatted',
  },
  entriesHash: {
    id: 'ui.ipoDetailScreen.entriesHash',
    defaultMessage: '応募一覧のハッシュ',
    description: 'Term: hash of the published entry list',
  },
  entriesPublishedAt: {
    id: 'ui.ipoDetailScreen.entriesPublishedAt',
    defaultMessage: '{time}に公開',
    description: 'When the entry list was published',
  },
  notPublished: {
    id: 'ui.ipoDetailScreen.notPublished',
    defaultMessage: '申込締切時に公開します',
    description: 'The entry list is published at the deadline',
  },
  seed: { id: 'ui.ipoDetailScreen.seed', defaultMessage: 'シード', description: 'Term: the published seed' },
  drawnAt: { id: 'ui.ipoDetailScreen.drawnAt', defaultMessage: '{time}に抽選', description: 'When the draw ran' },
  seedLater: {
    id: 'ui.ipoDetailScreen.seedLater',
    defaultMessage: '抽選後に公開します',
    description: 'The seed is published after the draw',
  },
  winners: { id: 'ui.ipoDetailScreen.winners', defaultMessage: '当選した応募', description: 'Term: winning entries' },
  winnersValue: {
    id: 'ui.ipoDetailScreen.winnersValue',
    defaultMessage: '{count}件',
    description: 'A number of winning entries',
  },
  verify: { id: 'ui.ipoDetailScreen.verify', defaultMessage: '抽選を検証する', description: 'Link: verify the draw' },
  verifyLater: {
    id: 'ui.ipoDetailScreen.verifyLater',
    defaultMessage: '応募一覧の公開後に検証できます。',
    description: 'The draw can be verified once the entries are published',
  },
  algorithm: {
    id: 'ui.ipoDetailScreen.algorithm',
    defaultMessage: '抽選方式の定義（英語の原文）',
    description: 'Summary of the folded algorithm text (the contract’s English text)',
  },
});
