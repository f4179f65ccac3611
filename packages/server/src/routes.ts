import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { commonRoutes } from './routes/common.ts';
import { daytradeRoutes } from './routes/daytrade.ts';
import { exchangeRoutes } from './routes/exchange.ts';
import { followRoutes } from './routes/follow.ts';
import { fundingAdminRoutes } from './routes/funding-admin.ts';
import { fundingRoutes } from './routes/funding.ts';
import { loanRoutes } from './routes/loan.ts';
import { marketRoutes } from './routes/market.ts';
import { newsRoutes } from './routes/news.ts';
import { offeringsRoutes } from './routes/offerings.ts';
import { securityRoutes } from './routes/security.ts';
import { streamRoutes } from './routes/stream.ts';
import { tradeRoutes } from './routes/trade.ts';
import { watchlistRoutes } from './routes/watchlist.ts';
import type { RouteDefinition, RouteDeps } from './routes/types.ts';

export type { RouteDefinition, RouteDeps };
export { HEARTBEAT_INTERVAL_MS } from './routes/common.ts';

/** Every operation of the contract the server serves, by area. Handlers stay thin: the rules live in the areas. */
export function apiRoutes(deps: RouteDeps): RouteDefinition[] {
  return [
    ...commonRoutes(deps),
    ...streamRoutes(deps),
    ...authRoutes(deps),
    ...securityRoutes(deps),
    ...accountRoutes(deps),
    ...adminRoutes(deps),
    ...marketRoutes(deps),
    ...watchlistRoutes(deps),
    ...newsRoutes(deps),
    ...tradeRoutes(deps),
    ...fundingRoutes(deps),
    ...fundingAdminRoutes(deps),
    ...offeringsRoutes(deps),
    ...followRoutes(deps),
    ...daytradeRoutes(deps),
    ...loanRoutes(deps),
    ...exchangeRoutes(deps),
  ];
}
