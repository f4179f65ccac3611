import {
  convertExchange,
  exchangeBalances,
  listExchanges,
  listRates,
  quoteExchange,
  type ExchangeDeps,
} from '../exchange/exchange.ts';
import { simulatedRateSource } from '../exchange/rates.ts';
import { pageOf } from '../http/lists.ts';
import { securedOperation } from '../http/operation.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

/** Currency exchange: rates, quotes, conversions, balances in the nine currencies and the history. */
export function exchangeRoutes(deps: RouteDeps): RouteDefinition[] {
  const exchange: ExchangeDeps = { db: deps.db, rates: simulatedRateSource(deps.marketSeed ?? 1) };
  const post = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });
  return [
    post(
      '/exchange/rates',
      securedOperation(deps, 'listExchangeRates', async ({ form, now }) => listRates(exchange, form, now)),
    ),
    post(
      '/exchange/quote',
      securedOperation(deps, 'quoteExchange', async ({ form, user, now }) => quoteExchange(exchange, user, form, now)),
    ),
    post(
      '/exchange/convert',
      securedOperation(deps, 'convertExchange', async ({ c, form, user, now }) =>
        convertExchange(exchange, { user, now, idempotencyKey: c.req.header('idempotency-key') }, form),
      ),
    ),
    post(
      '/exchange/balances',
      securedOperation(deps, 'getExchangeBalances', async ({ user }) => exchangeBalances(deps.db, user.userId)),
    ),
    post(
      '/exchange/history',
      securedOperation(deps, 'listExchanges', async ({ form, user }) =>
        listExchanges(deps.db, user.userId, form, pageOf(form)),
      ),
    ),
  ];
}
