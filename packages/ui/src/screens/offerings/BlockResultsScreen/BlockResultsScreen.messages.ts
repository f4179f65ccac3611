import { defineMessages } from 'react-intl';

export const blockResultsScreenMessages = defineMessages({
  title: {
    id: 'ui.blockResultsScreen.title',
    defaultMessage: '分売の配分結果',
    description: 'Screen title (/home/large3): my distribution results',
  },
  heading: { id: 'ui.blockResultsScreen.heading', defaultMessage: '配分結果', description: 'Heading of the list' },
  applications: {
    id: 'ui.blockResultsScreen.applications',
    defaultMessage: '申込履歴を見る',
    description: 'Link: my applications (/home/large2)',
  },
  allotted: {
    id: 'ui.blockResultsScreen.allotted',
    defaultMessage: '配分株数',
    description: 'Term: shares allotted of shares applied for',
  },
  allottedValue: {
    id: 'ui.blockResultsScreen.allottedValue',
    defaultMessage: '{allotted}（申込{applied}）',
    description: 'Shares allotted and applied for, both formatted as shares',
  },
  allocationFull: {
    id: 'ui.blockResultsScreen.allocationFull',
    defaultMessage: '全株配分',
    description: 'Badge: allotted in full',
  },
  allocationPartial: {
    id: 'ui.blockResultsScreen.allocationPartial',
    defaultMessage: '抽選で一部配分',
    description: 'Badge: partly allotted by lottery',
  },
  price: { id: 'ui.blockResultsScreen.price', defaultMessage: '分売価格', description: 'Term: distribution price' },
  charged: {
    id: 'ui.blockResultsScreen.charged',
    defaultMessage: '受渡代金',
    description: 'Term: the amount charged for the allotted shares (with any fee)',
  },
  released: {
    id: 'ui.blockResultsScreen.released',
    defaultMessage: '解放された拘束額',
    description: 'Term: the part of the hold released (unallotted shares)',
  },
  decidedAt: { id: 'ui.blockResultsScreen.decidedAt', defaultMessage: '配分日時', description: 'Term: when decided' },
  lottery: {
    id: 'ui.blockResultsScreen.lottery',
    defaultMessage: '抽選の公開情報',
    description: 'Disclosure summary: the lottery’s seed and hashes',
  },
  seedHash: {
    id: 'ui.blockResultsScreen.seedHash',
    defaultMessage: 'シードのハッシュ',
    description: 'Term: the committed seed hash',
  },
  entriesHash: {
    id: 'ui.blockResultsScreen.entriesHash',
    defaultMessage: '応募一覧のハッシュ',
    description: 'Term: hash of the entry list',
  },
  seed: { id: 'ui.blockResultsScreen.seed', defaultMessage: 'シード', description: 'Term: the published seed' },
  notPublished: {
    id: 'ui.blockResultsScreen.notPublished',
    defaultMessage: 'まだ公開されていません',
    description: 'A value not published yet',
  },
  noLottery: {
    id: 'ui.blockResultsScreen.noLottery',
    defaultMessage: '申込が分売株数以内だったため、抽選はありませんでした。',
    description: 'Demand fitted the shares: no lottery',
  },
  position: { id: 'ui.blockResultsScreen.position', defaultMessage: '保有株を見る', description: 'Link: the holding' },
  positionOf: {
    id: 'ui.blockResultsScreen.positionOf',
    defaultMessage: '{name}の保有株を見る',
    description: 'Accessible name of the holding link; {name} is the stock',
  },
  details: { id: 'ui.blockResultsScreen.details', defaultMessage: '分売の詳細', description: 'Link: the distribution' },
  detailsOf: {
    id: 'ui.blockResultsScreen.detailsOf',
    defaultMessage: '{name}の分売の詳細',
    description: 'Accessible name of the detail link; {name} is the stock',
  },
  empty: {
    id: 'ui.blockResultsScreen.empty',
    defaultMessage: '配分結果はまだありません',
    description: 'Empty state',
  },
  emptyText: {
    id: 'ui.blockResultsScreen.emptyText',
    defaultMessage: '受付が終わると、配分の結果がここに表示されます。',
    description: 'Empty state text',
  },
});
