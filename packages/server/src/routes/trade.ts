import type { Market } from '@kabuto/api-client';
import type { Tx } from '../db/db.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { pageOf } from '../http/lists.ts';
import { securedOperation, type SecuredContext } from '../http/operation.ts';
import type { Form } from '../http/validation.ts';
import { assertAccountCan } from '../accounts/restrictions.ts';
import { idempotent, requestHash, type Claim, type StoredAnswer } from '../ledger/idempotency.ts';
import { isLocalDate } from '../market/rules/dates.ts';
import { cancelOrderIn, listOrders, orderDetail, placeOrderIn, previewOrder } from '../trading/orders.ts';
import {
  closePositionIn,
  listPositionHistory,
  listPositions,
  portfolioSummary,
  positionDetail,
} from '../trading/positions.ts';
import type { OrderStatus } from '../trading/store.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

// The contract's enums and patterns have checked every field cast below before a handler runs.
const marketOf = (form: Form): Market => (form.type as Market | undefined) ?? 'jpy';

/** An id the contract's `Id` pattern allows but no row can have is simply not found. */
function numericId(text: string | undefined): bigint {
  if (text === undefined || !/^\d{1,18}$/.test(text)) throw new ApiError(404, 'order_not_found');
  return BigInt(text);
}

/** `from`/`to` placement dates: real dates, `from` not after `to`. */
function dateRange(form: Form): { from: string | undefined; to: string | undefined } {
  const refused: FieldError[] = [];
  for (const field of ['from', 'to'] as const) {
    const value = form[field];
    if (value !== undefined && !isLocalDate(value)) refused.push({ field, rule: 'pattern' });
  }
  if (refused.length === 0 && form.from !== undefined && form.to !== undefined && form.from > form.to) {
    refused.push({ field: 'to', rule: 'pattern' });
  }
  if (refused.length > 0) throw invalidParameter(refused);
  return { from: form.from, to: form.to };
}

/** Orders, their preview and cancellation; positions, their summary and closing; the seed's holdings lists. */
export function tradeRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, trading, matching } = deps;
  const route = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });
  /** A money-moving operation: once per Idempotency-Key, in one transaction with everything it writes. */
  const idempotentWrite = <T>(
    operationId: string,
    { c, form, user, now }: SecuredContext,
    run: (tx: Tx, claim: Claim) => Promise<T | StoredAnswer<T>>,
    options: { lockUser?: boolean } = {},
  ) =>
    db.transaction((tx) =>
      idempotent(
        tx,
        {
          userId: user.userId,
          operationId,
          key: c.req.header('idempotency-key'),
          requestHash: requestHash(form),
          at: now,
          ...options,
        },
        (claim) => run(tx, claim),
      ),
    );

  return [
    route(
      '/trade/previewOrder',
      securedOperation(deps, 'previewOrder', async ({ form, user, now }) => previewOrder(trading, user, form, now)),
    ),
    route(
      '/trade/placeOrder',
      securedOperation(deps, 'placeOrder', async (ctx) => {
        assertAccountCan(ctx.user, 'trade');
        // The claim locks the trader too, and a buy stores its answer with the order: two round trips fewer.
        const order = await idempotentWrite(
          'placeOrder',
          ctx,
          (tx, claim) => placeOrderIn(tx, trading, ctx.user, ctx.form, ctx.now, claim),
          { lockUser: true },
        );
        matching.notify();
        return order;
      }),
    ),
    route(
      '/trade/cancelOrder',
      securedOperation(deps, 'cancelOrder', async (ctx) => {
        // Cancelling only gives held money back: an account barred from trading may still do it; a frozen one not.
        assertAccountCan(ctx.user, 'move_money');
        const orderId = numericId(ctx.form.order_id);
        return idempotentWrite('cancelOrder', ctx, (tx) => cancelOrderIn(tx, ctx.user, orderId, ctx.now));
      }),
    ),
    route(
      '/trade/orders',
      securedOperation(deps, 'listOrders', async ({ form, user }) =>
        listOrders(
          db,
          user.userId,
          {
            market: marketOf(form),
            statuses: form.status === undefined ? undefined : (form.status.split(',') as OrderStatus[]),
            ...dateRange(form),
          },
          pageOf(form),
        ),
      ),
    ),
    route(
      '/trade/orderDetail',
      securedOperation(deps, 'getOrder', async ({ form, user }) =>
        orderDetail(db, user.userId, numericId(form.order_id)),
      ),
    ),
    route(
      '/position/detail',
      securedOperation(deps, 'getPosition', async ({ form, user, now }) =>
        positionDetail(trading, user.userId, form.position_id ?? '', now),
      ),
    ),
    route(
      '/position/close',
      securedOperation(deps, 'closePosition', async (ctx) => {
        assertAccountCan(ctx.user, 'trade');
        const closing = await idempotentWrite('closePosition', ctx, (tx) =>
          closePositionIn(tx, trading, ctx.user, ctx.form, ctx.now),
        );
        matching.notify();
        return closing;
      }),
    ),
    route(
      '/position/summary',
      securedOperation(deps, 'getPortfolioSummary', async ({ form, user, now }) =>
        portfolioSummary(trading, user.userId, marketOf(form), now),
      ),
    ),
    route(
      '/trade/userstocklist',
      securedOperation(deps, 'listPositions', async ({ form, user, now }) =>
        listPositions(trading, user.userId, marketOf(form), pageOf(form), now),
      ),
    ),
    route(
      '/trade/userstocklists',
      securedOperation(deps, 'listPositionHistory', async ({ form, user }) =>
        listPositionHistory(db, user.userId, marketOf(form), pageOf(form)),
      ),
    ),
  ];
}
