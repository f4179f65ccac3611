import type { Market } from '@kabuto/api-client';
import { ApiError } from '../http/errors.ts';
import { pageOf, pageResult } from '../http/lists.ts';
import { securedOperation } from '../http/operation.ts';
import type { Form } from '../http/validation.ts';
import { findListed } from '../market/universe/index.ts';
import { addToWatchlist, removeFromWatchlist, reorderWatchlist, watchlistPage } from '../watchlist/watchlist.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

// The contract's enum has checked `type`; its pattern has checked the codes.
const marketOf = (form: Form): Market => (form.type as Market | undefined) ?? 'jpy';
const codesOf = (form: Form): string[] => (form.stock_codes ?? '').split(',');

/** The signed-in user's watchlist. */
export function watchlistRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db, marketData: provider } = deps;
  const route = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });

  return [
    route(
      '/watchlist/list',
      securedOperation(deps, 'listWatchlist', async ({ form, user, now }) => {
        const market = marketOf(form);
        const request = pageOf(form);
        const entries = await watchlistPage(db, user.userId, market, request);
        const quotes = await provider.quotes(
          market,
          entries.items.map((e) => e.code),
          now,
        );
        const quoteOf = new Map(quotes.map((q) => [q.code, q]));
        // A symbol the provider cannot price (delisted from the feed) stays in the list but is not shown.
        const items = entries.items.flatMap((entry) => {
          const quote = quoteOf.get(entry.code);
          return quote ? [{ ...entry, quote }] : [];
        });
        return pageResult(request, items, entries.total);
      }),
    ),
    route(
      '/watchlist/add',
      securedOperation(deps, 'addWatchlistSymbol', async ({ form, user, now }) => {
        const market = marketOf(form);
        const code = form.stock_code ?? '';
        if (!findListed(code, market)) throw new ApiError(404, 'instrument_not_found');
        return addToWatchlist(db, user.userId, market, code, now);
      }),
    ),
    route(
      '/watchlist/remove',
      securedOperation(deps, 'removeWatchlistSymbols', async ({ form, user }) =>
        removeFromWatchlist(db, user.userId, marketOf(form), codesOf(form)),
      ),
    ),
    route(
      '/watchlist/reorder',
      securedOperation(deps, 'reorderWatchlist', async ({ form, user }) =>
        reorderWatchlist(db, user.userId, marketOf(form), codesOf(form)),
      ),
    ),
  ];
}
