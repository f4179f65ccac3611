import type { ResponseData } from '@kabuto/api-client';
import type {
  FollowBuyPreviewView,
  FollowMarket,
  FollowNavPointView,
  FollowOrderView,
  FollowProductDetailView,
  FollowProductView,
  Locale,
} from '@kabuto/ui';
import { pickText } from '../../app/text.ts';

// The contract's follow products as the screens show them: the same fields, each localized text picked for the
// user's language, and what the screens derive named here (the strategy's kind, the market, what followers
// realised). The view types follow the contract field by field, so a drift fails to compile here.

type FollowProduct = ResponseData<'/follow/detail'>;
type FollowOrder = ResponseData<'/follow/orders'>['items'][number];
type FollowPreview = ResponseData<'/follow/preview'>;

const marketOfCurrency: Record<string, FollowMarket> = { JPY: 'jpy', USD: 'usd', CNY: 'cny' };

function marketOf(product: FollowProduct): FollowMarket {
  return product.basket[0]?.market ?? marketOfCurrency[product.currency] ?? 'jpy';
}

export function toFollowProductView(product: FollowProduct, locale: Locale): FollowProductView {
  return {
    id: product.id,
    name: pickText(product.name, locale),
    strategyKind: product.rule.kind === 'leader_basket' ? 'leader' : 'rule',
    leaderName: product.leader.name,
    strategy: pickText(product.strategy, locale),
    market: marketOf(product),
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

export function toFollowProductDetailView(product: FollowProduct, locale: Locale): FollowProductDetailView {
  return {
    ...toFollowProductView(product, locale),
    leaderProfile: pickText(product.leader.profile, locale),
    leaderSince: product.leader.since,
    basket: product.basket.map((item) => ({ ...item, name: pickText(item.name, locale) })),
    rebalancedAt: product.rebalancedAt,
    inceptionNav: product.inceptionNav,
    inceptionDate: product.inceptionDate,
    disclosure: pickText(product.disclosure, locale),
    followersRealizedPercent: product.followerResults.returnPercent,
    followersEndedCount: product.followerResults.endedOrders,
  };
}

export function toFollowNavPoints(history: ResponseData<'/follow/navHistory'>): FollowNavPointView[] {
  return history.points;
}

export function toFollowPreviewView(preview: FollowPreview, locale: Locale): FollowBuyPreviewView {
  const { productId: _productId, ...rest } = preview;
  return { ...rest, disclosure: pickText(preview.disclosure, locale) };
}

export function toFollowOrderView(order: FollowOrder, locale: Locale): FollowOrderView {
  const { clientOrderId: _clientOrderId, ...rest } = order;
  return {
    ...rest,
    productName: pickText(order.productName, locale),
    endReason: order.endReason === null ? null : order.endReason === 'product_ended' ? 'productEnded' : 'stopped',
  };
}

/** The product of /home/followInfo?id=…: an id of the contract's shape, or '' (the page then says it failed). */
export function productIdOf(params: URLSearchParams): string {
  const id = params.get('id') ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : '';
}
