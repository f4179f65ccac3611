import Big from 'big.js';
import type {
  NewShareOrder,
  Position,
  ProductOrder,
  StockSubscription,
  UserInfo,
  Withdrawal,
} from '@kabuto/api-client';
import type { AssetSummary } from '@kabuto/ui';

export interface AssetLists {
  newShareOrders: readonly NewShareOrder[];
  withdrawals: readonly Withdrawal[];
  productOrders: readonly ProductOrder[];
  stockSubscriptions: readonly StockSubscription[];
  positions: readonly Position[];
}

/** A decimal string as an exact number; the seed counts '-', blanks and junk as 0. */
function amount(value: string | null | undefined): Big {
  if (value === undefined || value === null) return new Big(0);
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? new Big(text) : new Big(0);
}

/** big.js renders exactly, never through a binary float, and without exponent notation. */
function decimalString(value: Big): string {
  return value.toFixed();
}

function sum<T>(items: readonly T[], pick: (item: T) => Big): Big {
  return items.reduce((total, item) => total.plus(pick(item)), new Big(0));
}

/**
 * The seed's asset-panel formulas (§9), exactly, in yen:
 * frozen = new-share orders held (status 1) + pending withdrawals + active product orders + active subscription
 * credits + cost of holdings; total = available + frozen; holdings value = Σ price × quantity;
 * floating profit = Σ profit.
 */
export function toAssetSummary(user: UserInfo, lists: AssetLists): AssetSummary {
  const held = lists.positions.filter((position) => position.status === 0);
  const frozen = sum(
    lists.newShareOrders.filter((order) => order.status === 1),
    (order) => amount(order.rjmoney),
  )
    .plus(
      sum(
        lists.withdrawals.filter((w) => w.status === 0),
        (w) => amount(w.money),
      ),
    )
    .plus(
      sum(
        lists.productOrders.filter((order) => order.status === 0),
        (order) => amount(order.money),
      ),
    )
    .plus(
      sum(
        lists.stockSubscriptions.filter((item) => item.status === 0),
        (item) => amount(item.credit),
      ),
    )
    .plus(sum(held, (position) => amount(position.buy_price).times(position.stock_num)));
  const available = amount(user.jpy);

  return {
    currency: 'JPY',
    totalAssets: decimalString(available.plus(frozen)),
    holdingsValue: decimalString(
      sum(lists.positions, (position) => amount(position.nowprice).times(position.stock_num)),
    ),
    available: decimalString(available),
    frozen: decimalString(frozen),
    loanOutstanding: decimalString(amount(user.jpyyjed)),
    floatingProfit: decimalString(sum(lists.positions, (position) => amount(position.yingkui))),
  };
}
