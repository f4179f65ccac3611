import { fieldBinding } from '../../FieldBinding.ts';
import { adminTextAreaBinding } from '../internal/TextAreaBinding.fixtures.ts';
import {
  adminFollowTextAreaFields,
  adminFollowTextFields,
  type AdminFollowEditor,
  type AdminFollowProductsScreenProps,
  type AdminFollowRow,
} from './AdminFollowProductsScreen.types.ts';

const name = (jp: string, cn: string, us: string) => ({ jp, cn, us });

/** The leader's Japanese value basket, open (the contract's example). */
const value: AdminFollowRow = {
  id: '210',
  name: name('日本大型株バリュー戦略', '日本大盘价值策略', 'Japan Large-Cap Value'),
  leaderName: '山田 健一',
  leaderProfile: name(
    '国内大型株の割安銘柄に長期投資。',
    '长期投资日本国内被低估的大盘股。',
    'Long-term investor in undervalued Japanese large caps.',
  ),
  strategy: name(
    '配当と割安度で選んだ大型株4銘柄に投資し、毎月リバランスします。',
    '投资按股息和估值选出的4只大盘股，每月再平衡。',
    'Four large caps chosen by dividend and value, rebalanced monthly.',
  ),
  rule: { kind: 'leader_basket', universe: [], lookbackDays: null, top: null },
  market: 'jpy',
  currency: 'JPY',
  basket: [
    { code: '7203', name: name('トヨタ自動車', '丰田汽车', 'Toyota Motor'), weightPercent: '30.00' },
    {
      code: '8306',
      name: name('三菱UFJフィナンシャル・グループ', '三菱日联金融集团', 'Mitsubishi UFJ Financial Group'),
      weightPercent: '25.00',
    },
    { code: '6758', name: name('ソニーグループ', '索尼集团', 'Sony Group'), weightPercent: '25.00' },
    { code: '8058', name: name('三菱商事', '三菱商事', 'Mitsubishi Corporation'), weightPercent: '20.00' },
  ],
  rebalancedAt: '2026-11-02T15:30:00+09:00',
  minInvestment: '100000',
  entryFeePercent: '0.00',
  earlyExitFeePercent: '0.50',
  earlyExitFeeDays: 30,
  profitSharePercent: '10.00',
  subscriptionDeadline: '2026-12-25T15:00:00+09:00',
  state: 'open',
  nav: '10432.1800',
  inceptionNav: '10000',
  inceptionDate: '2025-04-01',
  cumulativeReturnPercent: '4.32',
  maxDrawdownPercent: '-6.85',
  followerCount: 1284,
  followingOrders: 1502,
  assets: '418250600',
  updatedAt: '2026-11-20T18:02:00+09:00',
};

export const adminFollowRows: AdminFollowRow[] = [
  value,
  {
    ...value,
    id: '214',
    name: name('日本株 均等ウェイト月次リバランス', '日本股票等权重月度再平衡', 'Japan Equal Weight, Monthly'),
    leaderName: 'Kabuto クオンツデスク',
    strategy: name(
      '7203、8306、6758、6861、6501を同じ比率で保有し、毎月最初の取引日の終値で同じ比率に戻します。',
      '以相同比例持有7203、8306、6758、6861、6501，每月第一个交易日收盘时恢复到相同比例。',
      'Holds 7203, 8306, 6758, 6861 and 6501 in equal weights, reset at the close of the first trading day of each month.',
    ),
    rule: { kind: 'equal_weight', universe: ['7203', '8306', '6758', '6861', '6501'], lookbackDays: null, top: null },
    basket: value.basket,
    minInvestment: '50000',
    entryFeePercent: '1.00',
    earlyExitFeePercent: '0.00',
    earlyExitFeeDays: 0,
    profitSharePercent: '0.00',
    subscriptionDeadline: null,
    state: 'closed',
    nav: '9876.4000',
    cumulativeReturnPercent: '-1.24',
    maxDrawdownPercent: '-9.12',
    followerCount: 312,
    followingOrders: 340,
    assets: '33580110',
  },
  {
    ...value,
    id: '218',
    name: name('米国株モメンタム5', '美股动量5', 'US Momentum 5'),
    leaderName: 'Kabuto クオンツデスク',
    strategy: name(
      '対象10銘柄のうち過去60取引日の値上がり率が高い5銘柄を同じ比率で保有し、毎月入れ替えます。',
      '在10只对象股票中持有过去60个交易日涨幅最高的5只，等比例，每月调整。',
      'Holds, in equal weights, the 5 of 10 stocks that rose most over the last 60 trading days, reset monthly.',
    ),
    rule: {
      kind: 'momentum',
      universe: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'META', 'GOOGL', 'AVGO', 'LLY', 'TSLA', 'JPM'],
      lookbackDays: 60,
      top: 5,
    },
    market: 'usd',
    currency: 'USD',
    basket: [
      { code: 'NVDA', name: name('エヌビディア', '英伟达', 'NVIDIA'), weightPercent: '20.00' },
      { code: 'AVGO', name: name('ブロードコム', '博通', 'Broadcom'), weightPercent: '20.00' },
      { code: 'META', name: name('メタ・プラットフォームズ', 'Meta平台', 'Meta Platforms'), weightPercent: '20.00' },
      { code: 'LLY', name: name('イーライリリー', '礼来', 'Eli Lilly'), weightPercent: '20.00' },
      { code: 'AMZN', name: name('アマゾン・ドット・コム', '亚马逊', 'Amazon.com'), weightPercent: '20.00' },
    ],
    minInvestment: '1000.00',
    entryFeePercent: '0.50',
    earlyExitFeePercent: '1.00',
    earlyExitFeeDays: 14,
    profitSharePercent: '15.00',
    subscriptionDeadline: '2026-11-15T06:00:00+09:00',
    state: 'open',
    nav: '112.4500',
    inceptionNav: '100.00',
    inceptionDate: '2025-06-02',
    cumulativeReturnPercent: '12.45',
    maxDrawdownPercent: '-11.30',
    followerCount: 845,
    followingOrders: 901,
    assets: '1820442.18',
  },
  {
    ...value,
    id: '205',
    name: name('中国消費リーダー戦略', '中国消费龙头策略', 'China Consumer Leaders'),
    leaderName: '王 伟',
    state: 'ended',
    market: 'cny',
    currency: 'CNY',
    basket: [
      { code: '600519', name: name('貴州茅台酒', '贵州茅台', 'Kweichow Moutai'), weightPercent: '40.00' },
      { code: '000858', name: name('五粮液', '五粮液', 'Wuliangye Yibin'), weightPercent: '30.00' },
      { code: '000333', name: name('美的集団', '美的集团', 'Midea Group'), weightPercent: '30.00' },
    ],
    nav: '9120.0000',
    inceptionNav: '100.00',
    cumulativeReturnPercent: '-8.80',
    maxDrawdownPercent: '-14.02',
    followerCount: 0,
    followingOrders: 0,
    assets: '0.00',
  },
];

export const adminFollowProductsProps: AdminFollowProductsScreenProps = {
  status: 'ready',
  products: adminFollowRows,
  pageInfo: { page: 1, size: 20, total: 4 },
  onPageChange: () => undefined,
  filter: 'all',
  onFilterChange: () => undefined,
  onRetry: () => undefined,
  onCreate: () => undefined,
  onSelect: () => undefined,
  onEdit: () => undefined,
  onSetState: () => undefined,
};

const fields = Object.fromEntries(
  adminFollowTextFields.map((field) => [field, fieldBinding(field)]),
) as AdminFollowEditor['fields'];
const areas = Object.fromEntries(
  adminFollowTextAreaFields.map((field) => [field, adminTextAreaBinding(field)]),
) as AdminFollowEditor['areas'];

export const adminFollowCreate: AdminFollowEditor = {
  mode: 'create',
  market: 'jpy',
  onMarketChange: () => undefined,
  strategyKind: 'leader_basket',
  onStrategyKindChange: () => undefined,
  fields,
  areas,
  basketTotal: '100.00',
  onSubmit: (event) => event.preventDefault(),
  onCancel: () => undefined,
  submitting: false,
};

/** A momentum rule being set up: universe, look-back and how many are held; no basket or strategy words. */
export const adminFollowCreateMomentum: AdminFollowEditor = { ...adminFollowCreate, strategyKind: 'momentum' };

export const adminFollowEdit: AdminFollowEditor = { ...adminFollowCreate, mode: 'edit', productId: '210' };

export const adminFollowCreateInvalid: AdminFollowEditor = {
  ...adminFollowCreate,
  formError: '入力内容を確認してください。',
  basketTotal: '95.00',
  fields: {
    ...fields,
    nameJp: fieldBinding('nameJp', { invalid: true, errorMessage: '入力してください' }),
    profitSharePercent: fieldBinding('profitSharePercent', {
      invalid: true,
      errorMessage: '0.00〜30.00で入力してください',
    }),
  },
  areas: {
    ...areas,
    basket: adminTextAreaBinding('basket', { invalid: true, errorMessage: '比率の合計を100.00にしてください' }),
  },
};
