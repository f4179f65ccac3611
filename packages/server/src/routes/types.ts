import type { Handler } from 'hono';
import type { AppConfig } from '../config/env.ts';
import type { Deps } from '../http/operation.ts';
import type { MarketDataProvider } from '../market/provider.ts';
import type { PushHub } from '../market/push/hub.ts';
import type { TradingDeps } from '../trading/market.ts';
import type { DeviceCookies } from '../security/device.ts';
import type { RelyingParty } from '../security/relying-party.ts';

export interface RouteDefinition {
  method: 'GET' | 'POST';
  path: string;
  handler: Handler;
}

export interface RouteDeps extends Deps, AppConfig {
  appVersion: string;
  heartbeatMs?: number | undefined;
  /** Prices, index levels and candles (the simulator unless another provider is injected). */
  marketData: MarketDataProvider;
  /** The push stream's fan-out and replay buffer. */
  pushHub: PushHub;
  /** Prices and the clock mode, as trading needs them. */
  trading: TradingDeps;
  /** The matching engine, told when an order is placed. */
  matching: { notify(): void };
  /** The day-trade engine, told when a day-trade order is placed. */
  daytrade: { notify(): void };
  /** The WebAuthn relying party (RP ID and origins, from `KABUTO_ORIGIN`). */
  rp: RelyingParty;
  /** The signed device cookies of sign-in throttling and new-browser alerts. */
  devices: DeviceCookies;
}
