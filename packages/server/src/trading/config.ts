import type { Queryable } from '../db/db.ts';
import { parseDecimal } from '../money.ts';
import { hundredthsOf, parseLeverage } from './figures.ts';

/** The operator's trading settings (admin/config.ts validates them; migrations 0003 and 0006 set the defaults). */
export interface TradingConfig {
  /** Commission rates in hundredths of a percent (`0.10` % → 10). */
  buyFeeRate: number;
  sellFeeRate: number;
  /** The minimum commission per order, in minor units of each trading currency. */
  feeMinimum: Readonly<Record<'JPY' | 'USD' | 'CNY', bigint>>;
  /** The leverage multiples offered (×100), ascending, 1 always first. */
  leverageChoices: readonly number[];
  marginTradingEnabled: boolean;
  /** Equity below this share of market value (hundredths of a percent) warns before a margin call. */
  marginWarning: number;
}

/** The config rows trading reads. */
export const TRADING_CONFIG_NAMES = [
  'fee_buy_percent',
  'fee_sell_percent',
  'fee_min',
  'fee_min_usd',
  'fee_min_cny',
  'leverage_choices',
  'margin_trading_enabled',
  'margin_warning_percent',
] as const;

function money(text: string | undefined, currency: string, fallback: bigint): bigint {
  if (text === undefined) return fallback;
  try {
    const value = parseDecimal(text, currency);
    return value >= 0n ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Reads the settings in one query; a missing or unreadable value falls back to the migration's default. */
export async function tradingConfig(tx: Queryable): Promise<TradingConfig> {
  const rows = await tx.query<{ name: string; value: string }>(
    'SELECT name, value FROM config WHERE name = ANY($1::text[])',
    [TRADING_CONFIG_NAMES],
  );
  return tradingConfigFrom(new Map(rows.map((r) => [r.name, r.value])));
}

/** The settings from config values by name (`TRADING_CONFIG_NAMES`, read by the caller). */
export function tradingConfigFrom(values: ReadonlyMap<string, string>): TradingConfig {
  const rate = (name: string, fallback: number) => hundredthsOf(values.get(name) ?? '') ?? fallback;
  const choices = new Set<number>([100]);
  for (const text of (values.get('leverage_choices') ?? '1,2,3').split(',')) {
    const x100 = parseLeverage(text.trim());
    if (x100 !== undefined) choices.add(x100);
  }
  return {
    buyFeeRate: rate('fee_buy_percent', 10),
    sellFeeRate: rate('fee_sell_percent', 10),
    feeMinimum: {
      JPY: money(values.get('fee_min'), 'JPY', 100n),
      USD: money(values.get('fee_min_usd'), 'USD', 100n),
      CNY: money(values.get('fee_min_cny'), 'CNY', 500n),
    },
    leverageChoices: [...choices].sort((a, b) => a - b),
    marginTradingEnabled: values.get('margin_trading_enabled') !== '0',
    marginWarning: rate('margin_warning_percent', 2500),
  };
}

/** What the order ticket offers: 1 only while margin trading is off. */
export function offeredLeverage(config: TradingConfig): readonly number[] {
  return config.marginTradingEnabled ? config.leverageChoices : [100];
}
