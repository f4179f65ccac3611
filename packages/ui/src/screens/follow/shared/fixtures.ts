import { shellProps } from '../../../components/AppShell/AppShell.fixtures.ts';
import type { Locale } from '../../../intl/locales.ts';
import type { PriceColours } from '../../../tokens/index.ts';
import { fromScaled, toScaled } from '../../../internal/decimal.ts';
import { maxDrawdown, percentChange } from './format.ts';
import type {
  FollowBasketItemView,
  FollowBuyPreviewView,
  FollowList,
  FollowMarket,
  FollowNavPointView,
  FollowNavRange,
  FollowOrderView,
  FollowProductDetailView,
  FollowProductView,
  FollowShell,
} from './types.ts';

/** The shell of a follow screen in stories and tests: back to the home menu (or `backHref`). */
export function followShell(title: string, backHref = '#/home/index'): FollowShell {
  return {
    ...shellProps,
    header: { title, backHref },
    topBar: {
      messagesHref: '#/mine/message',
      supportHref: '#/mine/support',
      onMypage: () => {},
      unreadCount: 0,
    },
    bottomNav: { ...shellProps.bottomNav!, active: 'menu' },
  };
}

/** The user's setting "follow each market": red up in Tokyo and Shanghai, green up in New York. */
export function marketPriceColours(market: FollowMarket): PriceColours {
  return market === 'usd' ? 'green-up' : 'red-up';
}

/** Stories and tests show times in Japan time, whatever the machine's zone. */
export const fixtureTimeZone = 'Asia/Tokyo';

type LocalizedText = Record<Locale, string>;

/** Every text the server sends in three languages (the contract's `LocalizedText`), keyed by its Japanese. */
const texts: LocalizedText[] = [
  // Products
  { jp: '日本大型株バリュー戦略', cn: '日本大盘价值策略', us: 'Japan Large-Cap Value' },
  { jp: '日本株 均等ウェイト月次リバランス', cn: '日本股票等权重月度再平衡', us: 'Japan Equal Weight, Monthly' },
  { jp: '米国株モメンタム5', cn: '美股动量5', us: 'US Momentum 5' },
  { jp: '中国消費リーダー戦略', cn: '中国消费龙头策略', us: 'China Consumer Leaders' },
  // Leaders
  { jp: 'Kabuto クオンツチーム', cn: 'Kabuto 量化团队', us: 'Kabuto Quant Team' },
  // Strategies
  {
    jp: '配当と割安度で選んだ大型株4銘柄に投資し、毎月リバランスします。',
    cn: '投资按股息和估值选出的4只大盘股，每月再平衡。',
    us: 'Four large caps chosen by dividend and value, rebalanced monthly.',
  },
  {
    jp: '東証プライムの時価総額上位5銘柄を同じ金額ずつ保有し、毎月最初の取引日に同じ比率へ戻します。銘柄の入れ替えも同じ日に行います。',
    cn: '等额持有东证Prime市值前5的股票，每月第一个交易日恢复到相同比例，成分股也在同一天调整。',
    us: 'Holds the five largest TSE Prime stocks by market value in equal amounts, reset to equal weights (and to the current top five) on the first trading day of each month.',
  },
  {
    jp: '過去6か月の値上がり率が高い米国株5銘柄を保有し、毎月入れ替えます。計算はシミュレーターの終値だけを使います。',
    cn: '持有过去6个月涨幅最高的5只美股，每月调整。只使用模拟器的收盘价计算。',
    us: 'Holds the five US stocks that rose most over the past six months, replaced monthly. Computed from the simulator’s closing prices only.',
  },
  {
    jp: '中国の消費関連の主力株に長期で投資します。',
    cn: '长期投资中国消费板块的龙头股。',
    us: 'Long-term investment in China’s leading consumer stocks.',
  },
  // Profiles
  {
    jp: '国内大型株の割安銘柄に長期投資。',
    cn: '长期投资日本国内被低估的大盘股。',
    us: 'Long-term investor in undervalued Japanese large caps.',
  },
  {
    jp: 'ルールを公開し、シミュレーターの価格だけで機械的に運用します。裁量での売買はしません。',
    cn: '公开规则，只按模拟器价格机械运行，不做主观交易。',
    us: 'Publishes its rules and runs them mechanically on the simulator’s prices alone, with no discretionary trades.',
  },
  {
    jp: '上海を拠点に消費セクターを20年担当。',
    cn: '常驻上海，研究消费行业20年。',
    us: 'Shanghai-based consumer-sector analyst for 20 years.',
  },
  // Disclosure
  {
    jp: '基準価額は市場価格で変動し、元本は保証されません。過去の実績は将来の成果を約束しません。いつでも停止できます。',
    cn: '净值随市场价格波动，不保本。过往业绩不代表未来收益。可随时停止。',
    us: 'The value moves with market prices and is not guaranteed. Past performance promises nothing. You can stop at any time.',
  },
  // Stocks
  { jp: 'トヨタ自動車', cn: '丰田汽车', us: 'Toyota Motor' },
  { jp: '三菱UFJフィナンシャル・グループ', cn: '三菱日联金融集团', us: 'Mitsubishi UFJ Financial Group' },
  { jp: 'ソニーグループ', cn: '索尼集团', us: 'Sony Group' },
  { jp: '三菱商事', cn: '三菱商事', us: 'Mitsubishi Corporation' },
  { jp: 'キーエンス', cn: '基恩士', us: 'Keyence' },
  { jp: '日立製作所', cn: '日立制作所', us: 'Hitachi' },
  { jp: 'エヌビディア', cn: '英伟达', us: 'NVIDIA' },
  { jp: 'ブロードコム', cn: '博通', us: 'Broadcom' },
  { jp: 'メタ・プラットフォームズ', cn: 'Meta平台', us: 'Meta Platforms' },
  { jp: 'イーライリリー', cn: '礼来', us: 'Eli Lilly' },
  { jp: 'アマゾン・ドット・コム', cn: '亚马逊', us: 'Amazon.com' },
  { jp: '貴州茅台酒', cn: '贵州茅台', us: 'Kweichow Moutai' },
  { jp: '五粮液', cn: '五粮液', us: 'Wuliangye Yibin' },
  { jp: '美的集団', cn: '美的集团', us: 'Midea Group' },
];
const byJapanese = new Map(texts.map((text) => [text.jp, text]));

/** The fixtures' server texts in a language: every known Japanese string replaced, deep, functions kept. */
export function localizeFollowFixtures<P>(args: P, locale: Locale): P {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return byJapanese.get(value)?.[locale] ?? value;
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, field]) => [key, visit(field)]),
    );
  };
  return visit(args) as P;
}

const disclosure = texts.find((text) => text.jp.startsWith('基準価額は'))!.jp;

/** The trading days (Monday to Friday) up to 2026-11-20, oldest first. */
function tradingDays(count: number): string[] {
  const days: string[] = [];
  const day = new Date(Date.UTC(2026, 10, 20));
  while (days.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return days;
}

const rangeDays: Record<FollowNavRange, number> = { '1w': 5, '1m': 21, '3m': 63, '6m': 126 };

/**
 * A deterministic NAV history of 126 trading days ending at `lastNav` (two decimals), walked backwards in integer
 * hundredths from a seed: each day moves by -1.5 % to +1.5 % (in basis points), with a drift.
 */
function history(lastNav: string, lastDayBp: number, seed: number, driftBp: number): FollowNavPointView[] {
  const days = tradingDays(rangeDays['6m']);
  const navs: bigint[] = [toScaled(lastNav, 2)!];
  let state = seed;
  for (let index = 1; index < days.length; index += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    // The last day moves as the product's own daily return says.
    const bp = BigInt(index === 1 ? lastDayBp : (state % 301) - 150 + driftBp);
    const next = navs[0]!;
    // previous × (10000 + bp) ÷ 10000 = next, so previous = next × 10000 ÷ (10000 + bp), rounded to the hundredth.
    navs.unshift((next * 10000n * 2n + (10000n + bp)) / ((10000n + bp) * 2n));
  }
  return days.map((date, index) => {
    const nav = fromScaled(navs[index]!, 2);
    const previous = index === 0 ? nav : fromScaled(navs[index - 1]!, 2);
    return { date, nav, dailyReturnPercent: percentChange(previous, nav) ?? '0.00' };
  });
}

const histories: Record<string, FollowNavPointView[]> = {
  '210': history('10432.18', -62, 7, 4),
  '214': history('9876.40', 35, 11, -1),
  '218': history('112.45', 112, 23, 9),
  '205': history('9120.00', 0, 5, -6),
};

/** The product's NAV history over a range, as `getFollowNavHistory` would return it. */
export function navHistory(productId: string, range: FollowNavRange): FollowNavPointView[] {
  const all = histories[productId] ?? histories['210']!;
  return all.slice(-rangeDays[range]);
}

function sparklineOf(productId: string): string[] {
  return navHistory(productId, '1m').map((point) => point.nav);
}

function drawdownOf(productId: string): string {
  return maxDrawdown(navHistory(productId, '6m'))?.percent ?? '0.00';
}

function basketItem(code: string, market: FollowBasketItemView['market'], name: string, weight: string) {
  return { code, market, name, weightPercent: weight };
}

/** The contract's example: a leader's Japanese large-cap basket, open, with every kind of fee but an entry fee. */
export const valueProduct: FollowProductDetailView = {
  id: '210',
  name: '日本大型株バリュー戦略',
  strategyKind: 'leader',
  leaderName: '山田 健一',
  leaderProfile: '国内大型株の割安銘柄に長期投資。',
  leaderSince: '2025-04-01',
  strategy: '配当と割安度で選んだ大型株4銘柄に投資し、毎月リバランスします。',
  market: 'jpy',
  currency: 'JPY',
  basket: [
    basketItem('7203', 'jpy', 'トヨタ自動車', '30.00'),
    basketItem('8306', 'jpy', '三菱UFJフィナンシャル・グループ', '25.00'),
    basketItem('6758', 'jpy', 'ソニーグループ', '25.00'),
    basketItem('8058', 'jpy', '三菱商事', '20.00'),
  ],
  rebalancedAt: '2026-11-04T09:00:00+09:00',
  minInvestment: '100000',
  nav: '10432.18',
  navAt: '2026-11-20T15:30:00+09:00',
  inceptionNav: '10000',
  inceptionDate: '2025-04-01',
  dailyReturnPercent: '-0.62',
  cumulativeReturnPercent: '4.32',
  maxDrawdownPercent: drawdownOf('210'),
  sparkline: sparklineOf('210'),
  entryFeePercent: '0.00',
  earlyExitFeePercent: '0.50',
  earlyExitFeeDays: 30,
  profitSharePercent: '10.00',
  subscriptionDeadline: '2026-12-25T15:00:00+09:00',
  state: 'open',
  followerCount: 1284,
  disclosure,
  followersRealizedPercent: '2.91',
  followersEndedCount: 412,
};

/** A quantitative rule: equal weights, monthly; an entry fee only, no deadline. */
export const ruleProduct: FollowProductDetailView = {
  id: '214',
  name: '日本株 均等ウェイト月次リバランス',
  strategyKind: 'rule',
  leaderName: 'Kabuto クオンツチーム',
  leaderProfile: 'ルールを公開し、シミュレーターの価格だけで機械的に運用します。裁量での売買はしません。',
  leaderSince: '2025-10-01',
  strategy:
    '東証プライムの時価総額上位5銘柄を同じ金額ずつ保有し、毎月最初の取引日に同じ比率へ戻します。銘柄の入れ替えも同じ日に行います。',
  market: 'jpy',
  currency: 'JPY',
  basket: [
    basketItem('7203', 'jpy', 'トヨタ自動車', '20.00'),
    basketItem('8306', 'jpy', '三菱UFJフィナンシャル・グループ', '20.00'),
    basketItem('6758', 'jpy', 'ソニーグループ', '20.00'),
    basketItem('6861', 'jpy', 'キーエンス', '20.00'),
    basketItem('6501', 'jpy', '日立製作所', '20.00'),
  ],
  rebalancedAt: '2026-11-02T09:00:00+09:00',
  minInvestment: '50000',
  nav: '9876.40',
  navAt: '2026-11-20T15:30:00+09:00',
  inceptionNav: '10000',
  inceptionDate: '2025-10-01',
  dailyReturnPercent: '0.35',
  cumulativeReturnPercent: '-1.24',
  maxDrawdownPercent: drawdownOf('214'),
  sparkline: sparklineOf('214'),
  entryFeePercent: '1.00',
  earlyExitFeePercent: '0.00',
  earlyExitFeeDays: 0,
  profitSharePercent: '0.00',
  subscriptionDeadline: null,
  state: 'open',
  followerCount: 312,
  disclosure,
  followersRealizedPercent: null,
  followersEndedCount: 0,
};

/** A US momentum rule in dollars, closed to new money (existing followers continue and may stop). */
export const momentumProduct: FollowProductDetailView = {
  id: '218',
  name: '米国株モメンタム5',
  strategyKind: 'rule',
  leaderName: 'Kabuto クオンツチーム',
  leaderProfile: 'ルールを公開し、シミュレーターの価格だけで機械的に運用します。裁量での売買はしません。',
  leaderSince: '2025-06-02',
  strategy:
    '過去6か月の値上がり率が高い米国株5銘柄を保有し、毎月入れ替えます。計算はシミュレーターの終値だけを使います。',
  market: 'usd',
  currency: 'USD',
  basket: [
    basketItem('NVDA', 'usd', 'エヌビディア', '20.00'),
    basketItem('AVGO', 'usd', 'ブロードコム', '20.00'),
    basketItem('META', 'usd', 'メタ・プラットフォームズ', '20.00'),
    basketItem('LLY', 'usd', 'イーライリリー', '20.00'),
    basketItem('AMZN', 'usd', 'アマゾン・ドット・コム', '20.00'),
  ],
  rebalancedAt: '2026-11-02T09:30:00-05:00',
  minInvestment: '1000.00',
  nav: '112.45',
  navAt: '2026-11-20T16:00:00-05:00',
  inceptionNav: '100.00',
  inceptionDate: '2025-06-02',
  dailyReturnPercent: '1.12',
  cumulativeReturnPercent: '12.45',
  maxDrawdownPercent: drawdownOf('218'),
  sparkline: sparklineOf('218'),
  entryFeePercent: '0.50',
  earlyExitFeePercent: '1.00',
  earlyExitFeeDays: 14,
  profitSharePercent: '15.00',
  subscriptionDeadline: '2026-11-14T16:00:00-05:00',
  state: 'closed',
  followerCount: 845,
  disclosure,
  followersRealizedPercent: '6.38',
  followersEndedCount: 97,
};

/** A leader's Chinese consumer basket in yuan, wound up: every order ended at the final NAV. */
export const endedProduct: FollowProductDetailView = {
  id: '205',
  name: '中国消費リーダー戦略',
  strategyKind: 'leader',
  leaderName: '王 伟',
  leaderProfile: '上海を拠点に消費セクターを20年担当。',
  leaderSince: '2024-09-02',
  strategy: '中国の消費関連の主力株に長期で投資します。',
  market: 'cny',
  currency: 'CNY',
  basket: [
    basketItem('600519', 'cny', '貴州茅台酒', '40.00'),
    basketItem('000858', 'cny', '五粮液', '30.00'),
    basketItem('000333', 'cny', '美的集団', '30.00'),
  ],
  rebalancedAt: '2026-10-08T09:30:00+08:00',
  minInvestment: '10000.00',
  nav: '9120.00',
  navAt: '2026-11-20T15:00:00+08:00',
  inceptionNav: '10000.00',
  inceptionDate: '2024-09-02',
  dailyReturnPercent: '0.00',
  cumulativeReturnPercent: '-8.80',
  maxDrawdownPercent: drawdownOf('205'),
  sparkline: sparklineOf('205'),
  entryFeePercent: '0.00',
  earlyExitFeePercent: '0.00',
  earlyExitFeeDays: 0,
  profitSharePercent: '20.00',
  subscriptionDeadline: '2026-06-30T15:00:00+08:00',
  state: 'ended',
  followerCount: 0,
  disclosure,
  followersRealizedPercent: '-9.14',
  followersEndedCount: 268,
};

export const followProducts: FollowProductDetailView[] = [valueProduct, ruleProduct, momentumProduct, endedProduct];

/** A product as the list shows it (the list's fields only). */
export function listProduct(product: FollowProductDetailView): FollowProductView {
  return {
    id: product.id,
    name: product.name,
    strategyKind: product.strategyKind,
    leaderName: product.leaderName,
    strategy: product.strategy,
    market: product.market,
    currency: product.currency,
    minInvestment: product.minInvestment,
    nav: product.nav,
    navAt: product.navAt,
    dailyReturnPercent: product.dailyReturnPercent,
    cumulativeReturnPercent: product.cumulativeReturnPercent,
    maxDrawdownPercent: product.maxDrawdownPercent,
    sparkline: product.sparkline,
    entryFeePercent: product.entryFeePercent,
    earlyExitFeePercent: product.earlyExitFeePercent,
    earlyExitFeeDays: product.earlyExitFeeDays,
    profitSharePercent: product.profitSharePercent,
    subscriptionDeadline: product.subscriptionDeadline,
    state: product.state,
    followerCount: product.followerCount,
  };
}

/** The contract's example preview: ¥300,000 into the value product at ¥10,432.18. */
export const valuePreview: FollowBuyPreviewView = {
  currency: 'JPY',
  amount: '300000',
  entryFeePercent: '0.00',
  entryFee: '0',
  investedAmount: '300000',
  nav: '10432.18',
  units: '28.7571',
  earlyExitFeePercent: '0.50',
  earlyExitFeeDays: 30,
  earlyExitUntil: '2026-12-22',
  profitSharePercent: '10.00',
  minInvestment: '100000',
  availableBalance: '1250000',
  disclosure,
};

/** ¥100,000 into the rule product: a 1 % entry fee, no early-exit fee, no profit share. */
export const rulePreview: FollowBuyPreviewView = {
  currency: 'JPY',
  amount: '100000',
  entryFeePercent: '1.00',
  entryFee: '1000',
  investedAmount: '99000',
  nav: '9876.40',
  units: '10.0238',
  earlyExitFeePercent: '0.00',
  earlyExitFeeDays: 0,
  earlyExitUntil: null,
  profitSharePercent: '0.00',
  minInvestment: '50000',
  availableBalance: '1250000',
  disclosure,
};

/** The contract's example order: following since 5 November, inside its early-exit period, with a small gain. */
export const valueOrder: FollowOrderView = {
  id: '45120',
  productId: '210',
  productName: '日本大型株バリュー戦略',
  currency: 'JPY',
  state: 'following',
  amount: '300000',
  entryFee: '0',
  units: '28.9519',
  buyNav: '10362.00',
  boughtAt: '2026-11-05T10:02:11+09:00',
  nav: '10432.18',
  value: '302031',
  dailyProfit: '-1884',
  cumulativeProfit: '2031',
  cumulativeProfitPercent: '0.68',
  earlyExitUntil: '2026-12-05',
  exitFeeNow: '1562',
  earlyExitFeeNow: '1510',
  profitShareNow: '52',
  earlyExitFeePercent: '0.50',
  profitSharePercent: '10.00',
  endReason: null,
  endedAt: null,
  exitNav: null,
  exitFee: null,
  profitShare: null,
  proceeds: null,
};

/** A rule order at a loss: nothing to pay on stopping (no early-exit fee, no profit share on a loss). */
export const ruleOrder: FollowOrderView = {
  id: '45302',
  productId: '214',
  productName: '日本株 均等ウェイト月次リバランス',
  currency: 'JPY',
  state: 'following',
  amount: '100000',
  entryFee: '1000',
  units: '10.0232',
  buyNav: '9877.00',
  boughtAt: '2026-11-12T13:40:05+09:00',
  nav: '9876.40',
  value: '98993',
  dailyProfit: '345',
  cumulativeProfit: '-1007',
  cumulativeProfitPercent: '-1.01',
  earlyExitUntil: null,
  exitFeeNow: '0',
  earlyExitFeeNow: '0',
  profitShareNow: '0',
  earlyExitFeePercent: '0.00',
  profitSharePercent: '0.00',
  endReason: null,
  endedAt: null,
  exitNav: null,
  exitFee: null,
  profitShare: null,
  proceeds: null,
};

/** A dollar order inside its 14-day early-exit period; the gain after that fee is negative, so no profit share. */
export const momentumOrder: FollowOrderView = {
  id: '45211',
  productId: '218',
  productName: '米国株モメンタム5',
  currency: 'USD',
  state: 'following',
  amount: '2000.00',
  entryFee: '10.00',
  units: '17.9005',
  buyNav: '111.17',
  boughtAt: '2026-11-13T10:12:40-05:00',
  nav: '112.45',
  value: '2012.91',
  dailyProfit: '22.28',
  cumulativeProfit: '12.91',
  cumulativeProfitPercent: '0.65',
  earlyExitUntil: '2026-11-27',
  exitFeeNow: '20.12',
  earlyExitFeeNow: '20.12',
  profitShareNow: '0.00',
  earlyExitFeePercent: '1.00',
  profitSharePercent: '15.00',
  endReason: null,
  endedAt: null,
  exitNav: null,
  exitFee: null,
  profitShare: null,
  proceeds: null,
};

/** Stopped by the user after the early-exit period: only the profit share was taken. */
export const stoppedOrder: FollowOrderView = {
  id: '44712',
  productId: '210',
  productName: '日本大型株バリュー戦略',
  currency: 'JPY',
  state: 'ended',
  amount: '200000',
  entryFee: '0',
  units: '19.6078',
  buyNav: '10200.00',
  boughtAt: '2026-08-03T09:15:00+09:00',
  nav: '10497.26',
  value: '205828',
  dailyProfit: '0',
  cumulativeProfit: '5246',
  cumulativeProfitPercent: '2.62',
  earlyExitUntil: '2026-09-02',
  exitFeeNow: '0',
  earlyExitFeeNow: '0',
  profitShareNow: '0',
  earlyExitFeePercent: '0.50',
  profitSharePercent: '10.00',
  endReason: 'stopped',
  endedAt: '2026-11-19T14:02:51+09:00',
  exitNav: '10497.26',
  exitFee: '0',
  profitShare: '582',
  proceeds: '205246',
};

/** Ended with its product at the final NAV, at a loss: no fee and no profit share. */
export const productEndedOrder: FollowOrderView = {
  id: '44380',
  productId: '205',
  productName: '中国消費リーダー戦略',
  currency: 'CNY',
  state: 'ended',
  amount: '20000.00',
  entryFee: '0.00',
  units: '2.0408',
  buyNav: '9800.00',
  boughtAt: '2026-03-16T10:00:00+08:00',
  nav: '9120.00',
  value: '18612.09',
  dailyProfit: '0.00',
  cumulativeProfit: '-1387.91',
  cumulativeProfitPercent: '-6.94',
  earlyExitUntil: null,
  exitFeeNow: '0.00',
  earlyExitFeeNow: '0.00',
  profitShareNow: '0.00',
  earlyExitFeePercent: '0.00',
  profitSharePercent: '20.00',
  endReason: 'productEnded',
  endedAt: '2026-10-30T15:00:00+08:00',
  exitNav: '9120.00',
  exitFee: '0.00',
  profitShare: '0.00',
  proceeds: '18612.09',
};

export const followingOrders: FollowOrderView[] = [valueOrder, momentumOrder, ruleOrder];
export const endedOrders: FollowOrderView[] = [stoppedOrder, productEndedOrder];

/** A ready list of one page. */
export function followList<T>(items: readonly T[]): FollowList<T> {
  return { status: 'ready', items, hasMore: false, onLoadMore: () => undefined, onRetry: () => undefined };
}
