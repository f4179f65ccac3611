import type { Queryable } from '../db/db.ts';
import { parseDecimal } from '../money.ts';
import { hundredthsOf } from '../trading/figures.ts';

/** The operator's one-day margin settings (migration 0016 sets the defaults; admin/config.ts checks edits). */
export interface DaytradeConfig {
  /** Whole leverage multiples offered, ascending, 1 always among them (the contract caps them at 3). */
  leverageOptions: readonly number[];
  /** The smallest participation fund, in yen. */
  minFund: bigint;
  /** Commission per fill in hundredths of a percent of the fill's notional (`0.10` % → 10). */
  commissionRate: number;
  /** Margin interest a year in hundredths of a percent (`2.80` % → 280), charged for one day on each close. */
  interestRate: number;
}

export const DAYTRADE_CONFIG_NAMES = [
  'daytrade_leverage_options',
  'daytrade_min_fund',
  'daytrade_commission_percent',
  'daytrade_interest_percent_per_year',
] as const;

export const DAYTRADE_MAX_LEVERAGE = 3;

/** `1,2,3` → [1, 2, 3]: distinct whole multiples 1 to 3, 1 always offered; undefined when malformed. */
export function parseLeverageOptions(text: string): number[] | undefined {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^[1-9]$/.test(part))) return undefined;
  const options = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (options.length !== parts.length || options[0] !== 1) return undefined;
  if (options.some((n) => n > DAYTRADE_MAX_LEVERAGE)) return undefined;
  return options;
}

/** The settings from config values by name; a missing or unreadable value falls back to the migration's default. */
export function daytradeConfigFrom(values: ReadonlyMap<string, string>): DaytradeConfig {
  let minFund = 100_000n;
  try {
    const parsed = parseDecimal(values.get('daytrade_min_fund') ?? '', 'JPY');
    if (parsed > 0n) minFund = parsed;
  } catch {
    // the default stands
  }
  return {
    leverageOptions: parseLeverageOptions(values.get('daytrade_leverage_options') ?? '') ?? [1, 2, 3],
    minFund,
    commissionRate: hundredthsOf(values.get('daytrade_commission_percent') ?? '') ?? 0,
    interestRate: hundredthsOf(values.get('daytrade_interest_percent_per_year') ?? '') ?? 280,
  };
}

export async function daytradeConfig(tx: Queryable): Promise<DaytradeConfig> {
  const rows = await tx.query<{ name: string; value: string }>(
    'SELECT name, value FROM config WHERE name = ANY($1::text[])',
    [DAYTRADE_CONFIG_NAMES],
  );
  return daytradeConfigFrom(new Map(rows.map((r) => [r.name, r.value])));
}
