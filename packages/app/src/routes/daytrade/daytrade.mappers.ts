import type { ResponseData } from '@kabuto/api-client';
import type {
  DaytradeAccountView,
  DaytradeApplicationView,
  DaytradeOrderDetailView,
  DaytradeOrderView,
  DaytradePositionView,
  Locale,
  PlacedOrderView,
} from '@kabuto/ui';
import { pickText } from '../../app/text.ts';

// The contract's one-day margin answers as the screens show them: the same fields, each localized text picked for
// the user's language. The view types follow the contract field by field, so a drift fails to compile here.

type Account = ResponseData<'/daytrade/account'>;
type Application = ResponseData<'/daytrade/applications'>['items'][number];
type Position = ResponseData<'/daytrade/positions'>['items'][number];
type Order = ResponseData<'/daytrade/orders'>['items'][number];
type OrderDetail = ResponseData<'/daytrade/orderDetail'>;

export function toDaytradeApplicationView(application: Application): DaytradeApplicationView {
  return {
    id: application.id,
    amount: application.amount,
    currency: application.currency,
    state: application.state,
    rejectReason: application.rejectReason === 'review_rejected_other' ? null : application.rejectReason,
    note: application.note,
    submittedAt: application.submittedAt,
    reviewedAt: application.reviewedAt,
    releasedAt: application.releasedAt,
  };
}

export function toDaytradeAccountView(account: Account, locale: Locale): DaytradeAccountView {
  return {
    application: account.application ? toDaytradeApplicationView(account.application) : null,
    approved: account.approved,
    currency: account.currency,
    fund: account.fund,
    leverageOptions: account.leverageOptions,
    buyingPower: account.buyingPower,
    marginInUse: account.marginInUse,
    availableMargin: account.availableMargin,
    minParticipationFund: account.minParticipationFund,
    commissionPercent: account.commissionPercent,
    interestPercentPerYear: account.interestPercentPerYear,
    todayRealizedProfit: account.todayRealizedProfit,
    debt: account.debt,
    sessionOpen: account.sessionOpen,
    autoCloseAt: account.autoCloseAt,
    rules: pickText(account.rules, locale),
  };
}

export function toDaytradePositionView(position: Position, locale: Locale): DaytradePositionView {
  return { ...position, name: pickText(position.name, locale) };
}

export function toDaytradeOrderView(order: Order, locale: Locale): DaytradeOrderView {
  const { clientOrderId: _clientOrderId, ...rest } = order;
  return { ...rest, name: pickText(order.name, locale) };
}

export function toDaytradeOrderDetailView(detail: OrderDetail, locale: Locale): DaytradeOrderDetailView {
  return { order: toDaytradeOrderView(detail.order, locale), fills: detail.fills };
}

/** Whether a day-trade order may still fill (the ticket follows it until it does). */
export const isDaytradeWorking = (state: Order['state']) => state === 'submitted' || state === 'in_progress';

/** A day-trade order just placed, as the ticket's result panel shows an order: its state and the fail reason. */
export function toPlacedDaytradeOrder(order: Order, translate: (code: string) => string): PlacedOrderView {
  const status =
    order.state === 'submitted'
      ? 'working'
      : order.state === 'in_progress'
        ? 'partiallyFilled'
        : order.state === 'failed'
          ? 'rejected'
          : 'filled';
  return {
    orderNo: order.id,
    status,
    side: order.side,
    orderType: order.orderType,
    price: order.price,
    quantity: order.quantity,
    filledQuantity: order.filledQuantity,
    averageFillPrice: order.avgFillPrice,
    ...(order.state === 'failed' && order.failReason ? { rejectReason: translate(order.failReason) } : {}),
    daytrade: { leverage: order.leverage, marginHeld: order.marginHeld },
  };
}
