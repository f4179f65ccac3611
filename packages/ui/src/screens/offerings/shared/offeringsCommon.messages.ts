import { defineMessages } from 'react-intl';

/** Words shared by the offerings screens (IPOs and off-floor distributions); ids `ui.offerings.<key>`. */
export const offeringsCommonMessages = defineMessages({
  loading: { id: 'ui.offerings.loading', defaultMessage: '読み込み中', description: 'Spoken while a screen loads' },
  loadMore: { id: 'ui.offerings.loadMore', defaultMessage: 'さらに表示', description: 'Button: load the next page' },
  allLoaded: {
    id: 'ui.offerings.allLoaded',
    defaultMessage: 'すべて表示しました',
    description: 'Under a list when every page is shown',
  },
  shares: {
    id: 'ui.offerings.shares',
    defaultMessage: '{count, number}株',
    description: 'A number of shares (a number; English has plural forms)',
  },
  lots: {
    id: 'ui.offerings.lots',
    defaultMessage: '{count, number}口',
    description: 'A number of IPO lots (units of application; a number, English has plural forms)',
  },
  lotsAndShares: {
    id: 'ui.offerings.lotsAndShares',
    defaultMessage: '{lots, number}口（{shares, number}株）',
    description: 'Lots and the shares they make, e.g. 3 lots (300 shares); both numbers, English has plural forms',
  },
  sharesRange: {
    id: 'ui.offerings.sharesRange',
    defaultMessage: '{low, number}〜{high, number}株',
    description: 'A range of share counts, e.g. 100〜1,000株 (two numbers)',
  },
  range: {
    id: 'ui.offerings.range',
    defaultMessage: '{low}〜{high}',
    description: 'A range of two formatted values (prices, dates)',
  },
  code: { id: 'ui.offerings.code', defaultMessage: 'コード {code}', description: 'A stock code, e.g. コード 558A' },
  applied: {
    id: 'ui.offerings.applied',
    defaultMessage: '申込済み',
    description: 'Badge: the user has a live application for this offering',
  },
  verified: {
    id: 'ui.offerings.verified',
    defaultMessage: '一致',
    description: 'A verification check passed (the recomputed value matches the published one)',
  },
  // IPO states (IpoOfferingState)
  upcoming: {
    id: 'ui.offerings.upcoming',
    defaultMessage: '申込前',
    description: 'IPO state: book-building, not open yet',
  },
  subscribing: {
    id: 'ui.offerings.subscribing',
    defaultMessage: '申込受付中',
    description: 'IPO state: applications open',
  },
  awaiting_lottery: {
    id: 'ui.offerings.awaitingLottery',
    defaultMessage: '抽選待ち',
    description: 'IPO state: deadline passed, the draw has not run yet',
  },
  allotted: { id: 'ui.offerings.allotted', defaultMessage: '抽選済み', description: 'IPO state: the draw has run' },
  listed: { id: 'ui.offerings.listed', defaultMessage: '上場済み', description: 'IPO state: the stock trades' },
  // Application states (IpoApplicationState)
  appApplied: {
    id: 'ui.offerings.appApplied',
    defaultMessage: '抽選待ち',
    description: 'IPO application state: applied, funds held, waiting for the draw',
  },
  appCancelled: {
    id: 'ui.offerings.appCancelled',
    defaultMessage: '取消済み',
    description: 'IPO application state: cancelled by the user, funds released',
  },
  appLost: {
    id: 'ui.offerings.appLost',
    defaultMessage: '落選',
    description: 'IPO application state: not drawn, funds released',
  },
  appWon: { id: 'ui.offerings.appWon', defaultMessage: '当選', description: 'IPO application state: lots won' },
  appPaid: {
    id: 'ui.offerings.appPaid',
    defaultMessage: '払込済み',
    description: 'IPO application or allotment state: paid from the held funds',
  },
  appListed: {
    id: 'ui.offerings.appListed',
    defaultMessage: '上場・保有中',
    description: 'IPO application or allotment state: listed, the shares are in holdings',
  },
  appSold: {
    id: 'ui.offerings.appSold',
    defaultMessage: '売却済み',
    description: 'IPO application or allotment state: the allotted shares were sold',
  },
  // Draw states (IpoDrawState)
  drawPending: {
    id: 'ui.offerings.drawPending',
    defaultMessage: '準備中',
    description: 'Draw state: no seed committed yet',
  },
  drawCommitted: {
    id: 'ui.offerings.drawCommitted',
    defaultMessage: 'シード公約済み',
    description: 'Draw state: the seed hash is published',
  },
  drawEntriesPublished: {
    id: 'ui.offerings.drawEntriesPublished',
    defaultMessage: '応募一覧公開済み',
    description: 'Draw state: the entry list is frozen and published',
  },
  drawDrawn: {
    id: 'ui.offerings.drawDrawn',
    defaultMessage: '抽選結果公開済み',
    description: 'Draw state: the seed and the result are published',
  },
  // Distribution states (BlockDistributionState)
  blockAnnounced: {
    id: 'ui.offerings.blockAnnounced',
    defaultMessage: '予定',
    description: 'Distribution state: announced, price not fixed yet',
  },
  blockOpen: { id: 'ui.offerings.blockOpen', defaultMessage: '受付中', description: 'Distribution state: open' },
  blockClosed: {
    id: 'ui.offerings.blockClosed',
    defaultMessage: '受付終了',
    description: 'Distribution state: window over, allotting',
  },
  blockAllotted: {
    id: 'ui.offerings.blockAllotted',
    defaultMessage: '配分済み',
    description: 'Distribution state: allotment done',
  },
  blockCancelled: {
    id: 'ui.offerings.blockCancelled',
    defaultMessage: '中止',
    description: 'Distribution state: called off by the distributor',
  },
  // Distribution application states (BlockApplicationState)
  blockAppPending: {
    id: 'ui.offerings.blockAppPending',
    defaultMessage: '配分待ち',
    description: 'Distribution application state: funds held, waiting for allotment',
  },
  blockAppAllotted: {
    id: 'ui.offerings.blockAppAllotted',
    defaultMessage: '配分あり',
    description: 'Distribution application state: fully or partly allotted',
  },
  blockAppNotAllotted: {
    id: 'ui.offerings.blockAppNotAllotted',
    defaultMessage: '配分なし',
    description: 'Distribution application state: nothing allotted, funds released',
  },
  blockAppCancelled: {
    id: 'ui.offerings.blockAppCancelled',
    defaultMessage: '取消済み',
    description: 'Distribution application state: cancelled, funds released',
  },
  // Market segments (IpoListingSegment)
  tse_prime: { id: 'ui.offerings.tsePrime', defaultMessage: '東証プライム', description: 'Segment: TSE Prime' },
  tse_standard: {
    id: 'ui.offerings.tseStandard',
    defaultMessage: '東証スタンダード',
    description: 'Segment: TSE Standard',
  },
  tse_growth: { id: 'ui.offerings.tseGrowth', defaultMessage: '東証グロース', description: 'Segment: TSE Growth' },
  nyse: { id: 'ui.offerings.nyse', defaultMessage: 'NYSE', description: 'Segment: New York Stock Exchange' },
  nasdaq: { id: 'ui.offerings.nasdaq', defaultMessage: 'Nasdaq', description: 'Segment: Nasdaq' },
  sse_main: { id: 'ui.offerings.sseMain', defaultMessage: '上海メインボード', description: 'Segment: SSE main board' },
  szse_main: {
    id: 'ui.offerings.szseMain',
    defaultMessage: '深センメインボード',
    description: 'Segment: SZSE main board',
  },
  star: { id: 'ui.offerings.star', defaultMessage: '科創板', description: 'Segment: SSE STAR market' },
  chinext: { id: 'ui.offerings.chinext', defaultMessage: '創業板', description: 'Segment: SZSE ChiNext' },
});
