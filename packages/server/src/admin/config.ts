import type { Tx } from '../db/db.ts';
import { parseLeverageOptions } from '../daytrade/config.ts';
import { invalidParameter } from '../http/errors.ts';
import { writeAudit } from './audit.ts';
import type { Operator } from './users.ts';

const INTEGER = /^(0|[1-9]\d{0,14})$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const HOURS = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;
const MAX_WITHDRAWAL = 5_000_000n;

/** The agent rebate ratio's bounds, for the configured default and for a ratio an operator grants on approval. */
export const REFERRAL_REBATE_BOUNDS = { min: '0.00', max: '50.00' } as const;

/** Every config value an operator may read; a fresh read inside the update's transaction. */
type Values = Map<string, string>;

const length = (value: string, min: number, max: number) => {
  const n = [...value].length;
  return n >= min && n <= max;
};

function httpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:' && value.length <= 500;
  } catch {
    return false;
  }
}

/** Percent `a.bc` within bounds, normalised to two decimals; undefined when it is not one. */
export function percentWithin(value: string, min: string, max: string): string | undefined {
  if (!PERCENT.test(value)) return undefined;
  const [whole = '0', fraction = ''] = value.split('.');
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const bound = (text: string) => BigInt(text.replace('.', ''));
  if (hundredths < bound(min) || hundredths > bound(max)) return undefined;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

function hoursRange(value: string): boolean {
  const match = HOURS.exec(value);
  if (!match) return false;
  const [, h1, m1, h2, m2] = match;
  return Number(h1) * 60 + Number(m1) < Number(h2) * 60 + Number(m2);
}

/** An amount of a currency with two minor digits (`1.00`), from 0 up; normalised to two decimals. */
function centsAmount(value: string): string | undefined {
  const match = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`;
}

const integerWithin = (value: string, min: bigint, max?: bigint) =>
  INTEGER.test(value) && BigInt(value) >= min && (max === undefined || BigInt(value) <= max);

const intOf = (values: Values, name: string, fallback: bigint) => {
  const text = values.get(name);
  return text !== undefined && INTEGER.test(text) ? BigInt(text) : fallback;
};

/** Distinct multiples from 1 to 3.3 (the 30 % initial margin), one decimal at most, `1` among them. */
function leverageChoices(value: string): boolean {
  const choices = value.split(',');
  if (new Set(choices).size !== choices.length || !choices.includes('1')) return false;
  return choices.every((c) => {
    const match = /^(\d)(?:\.(\d))?$/.exec(c);
    if (!match) return false;
    const tenths = Number(match[1]) * 10 + Number(match[2] ?? '0');
    return tenths >= 10 && tenths <= 33;
  });
}

/**
 * The editable names (`AdminConfigName`) and their rules: each answers the value to store (normalised), or
 * undefined when the value does not fit. Limits that pair up (min/max) are checked against the other's value.
 */
const RULES: Record<string, (value: string, values: Values) => string | undefined> = {
  title: (v) => (length(v, 1, 40) ? v : undefined),
  logo: (v) => ((v.startsWith('/') && !v.startsWith('//') && v.length <= 500) || httpsUrl(v) ? v : undefined),
  kefu: (v) => (httpsUrl(v) ? v : undefined),
  version: (v) => (/^\d{1,4}\.\d{1,4}\.\d{1,4}$/.test(v) ? v : undefined),
  invite_required: (v) => (v === '0' || v === '1' ? v : undefined),
  deposit_bank_name: (v) => (length(v, 1, 40) ? v : undefined),
  deposit_branch_name: (v) => (length(v, 1, 40) ? v : undefined),
  deposit_branch_code: (v) => (/^\d{3}$/.test(v) ? v : undefined),
  deposit_account_name: (v) => (length(v, 1, 60) ? v : undefined),
  deposit_enabled: (v) => (v === '0' || v === '1' ? v : undefined),
  deposit_hours: (v) => (hoursRange(v) ? v : undefined),
  deposit_days: (v) => (v === 'business' || v === 'all' ? v : undefined),
  withdrawal_hours: (v) => (hoursRange(v) ? v : undefined),
  withdrawal_days: (v) => (v === 'business' || v === 'all' ? v : undefined),
  deposit_min: (v, all) => (integerWithin(v, 1n, intOf(all, 'deposit_max', 10n ** 15n)) ? v : undefined),
  deposit_max: (v, all) => (integerWithin(v, intOf(all, 'deposit_min', 1n)) ? v : undefined),
  withdrawal_min: (v, all) => (integerWithin(v, 100n, intOf(all, 'withdrawal_max', MAX_WITHDRAWAL)) ? v : undefined),
  withdrawal_max: (v, all) => (integerWithin(v, intOf(all, 'withdrawal_min', 100n), MAX_WITHDRAWAL) ? v : undefined),
  withdrawal_second_approval_threshold: (v) => (integerWithin(v, 0n) ? v : undefined),
  fee_buy_percent: (v) => percentWithin(v, '0.00', '2.00'),
  fee_sell_percent: (v) => percentWithin(v, '0.00', '2.00'),
  fee_min: (v) => (integerWithin(v, 0n) ? v : undefined),
  fee_min_usd: centsAmount,
  fee_min_cny: centsAmount,
  exchange_spread_percent: (v) => percentWithin(v, '0.00', '2.00'),
  loan_rate_percent: (v) => percentWithin(v, '0.00', '15.00'),
  loan_advance_percent: (v) => percentWithin(v, '0.00', '70.00'),
  loan_house_maximum: (v) => (integerWithin(v, 0n) ? v : undefined),
  leverage_choices: (v) => (leverageChoices(v) ? v : undefined),
  margin_trading_enabled: (v) => (v === '0' || v === '1' ? v : undefined),
  margin_warning_percent: (v) => percentWithin(v, '20.00', '30.00'),
  market_always_open: (v) => (v === '0' || v === '1' ? v : undefined),
  paper_opening_credit: (v) => (integerWithin(v, 0n) ? v : undefined),
  paper_opening_credit_usd: centsAmount,
  paper_opening_credit_cny: centsAmount,
  referral_rebate_percent: (v) => percentWithin(v, REFERRAL_REBATE_BOUNDS.min, REFERRAL_REBATE_BOUNDS.max),
  security_passkey_required_for_money: (v) => (v === '0' || v === '1' ? v : undefined),
  daytrade_leverage_options: (v) => parseLeverageOptions(v)?.join(','),
  daytrade_min_fund: (v) => (integerWithin(v, 1n) ? v : undefined),
  daytrade_commission_percent: (v) => percentWithin(v, '0.00', '2.00'),
  daytrade_interest_percent_per_year: (v) => percentWithin(v, '0.00', '15.00'),
};

export const EDITABLE_CONFIG = new Set(Object.keys(RULES));

interface ConfigRow {
  name: string;
  value: string;
  public: boolean;
  updated_at: Date | null;
  updated_by: string | null;
}

const SELECT = `SELECT c.name, c.value, c.public, c.updated_at, u.account AS updated_by
  FROM config c LEFT JOIN users u ON u.id = c.updated_by`;

function entryOf(row: ConfigRow, appVersion: string) {
  return {
    name: row.name,
    // The version is the running build's until an operator sets one.
    value: row.name === 'version' && row.updated_at === null ? appVersion : row.value,
    visibility: row.public ? ('public' as const) : ('private' as const),
    editable: EDITABLE_CONFIG.has(row.name),
    updatedAt: row.updated_at?.toISOString() ?? null,
    updatedBy: row.updated_by,
  };
}

export async function listConfig(tx: Tx, appVersion: string) {
  const rows = await tx.query<ConfigRow>(`${SELECT} ORDER BY c.name`);
  return rows.map((r) => entryOf(r, appVersion));
}

/** Sets one entry after checking its format and bounds (400 on `value` otherwise); audited with old and new. */
export async function updateConfig(tx: Tx, operator: Operator, name: string, value: string, appVersion: string) {
  const rule = RULES[name];
  if (!rule) throw invalidParameter([{ field: 'name', rule: 'enum' }]);
  // Lock the whole table: paired limits are checked against each other, so two updates must not interleave.
  await tx.query('LOCK TABLE config IN SHARE ROW EXCLUSIVE MODE');
  const values: Values = new Map(
    (await tx.query<{ name: string; value: string }>('SELECT name, value FROM config')).map((r) => [r.name, r.value]),
  );
  const stored = rule(value, values);
  if (stored === undefined) throw invalidParameter([{ field: 'value', rule: 'pattern' }]);
  const before = values.get(name);
  await tx.query(
    `INSERT INTO config (name, value, public, updated_at, updated_by) VALUES ($1, $2, true, $3, $4)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by`,
    [name, stored, operator.now, operator.userId],
  );
  await writeAudit(tx, {
    operatorId: operator.userId,
    action: 'config_updated',
    targetType: 'config',
    targetId: name,
    before: before === undefined ? null : { value: before },
    after: { value: stored },
    ipAddress: operator.address,
    at: operator.now,
  });
  const [row] = await tx.query<ConfigRow>(`${SELECT} WHERE c.name = $1`, [name]);
  if (!row) throw new Error(`config ${name} vanished`);
  return entryOf(row, appVersion);
}
