import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  adminFollowMarkets,
  adminFollowStrategyKinds,
  parseBasketLines,
  universeParam,
  type AdminFollowMarket,
  type AdminFollowStrategyKind,
  type AdminFollowTextAreaField,
  type AdminFollowTextField,
} from '@kabuto/ui/console';

// The product form's rules, checked without zod like the IPO desk's (zod and its resolver would put this console
// route over its 60 KiB budget). Each error is a message id of a catalogue the route has loaded (the core's and the
// console's); the route translates it. The rules mirror openapi.yaml (AdminFollowCreateRequest), which the server
// enforces too, with the basket summed exactly by the ui's parseBasketLines.

export type FollowForm = { market: AdminFollowMarket; strategyKind: AdminFollowStrategyKind } & Record<
  AdminFollowTextField | AdminFollowTextAreaField,
  string
>;

export type FollowFieldName = keyof FollowForm;

export const emptyFollow: FollowForm = {
  market: 'jpy',
  strategyKind: 'leader_basket',
  nameJp: '',
  nameCn: '',
  nameUs: '',
  leaderName: '',
  leaderProfileJp: '',
  leaderProfileCn: '',
  leaderProfileUs: '',
  strategyJp: '',
  strategyCn: '',
  strategyUs: '',
  basket: '',
  universe: '',
  lookbackDays: '',
  top: '',
  minInvestment: '',
  entryFeePercent: '0.00',
  earlyExitFeePercent: '0.00',
  earlyExitFeeDays: '0',
  profitSharePercent: '0.00',
  subscriptionDeadline: '',
  inceptionDate: '',
};

const required = 'app.validation.required';
const tooLong = 'app.admin.validation.tooLong';
const outOfRange = 'app.admin.validation.outOfRange';
/** The server's own words for a basket it refuses (unknown, repeated or mis-weighted stocks), in the core catalogue. */
const basketInvalid = 'error.basket_weights_invalid';

/** Counted in code points, as the server counts. */
const length = (text: string) => [...text.trim()].length;
const stockCode = /^[A-Z0-9.]{1,10}$/;
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const date = /^\d{4}-\d{2}-\d{2}$/;

/** A percentage typed as `1`, `0.5` or `1.25`, in hundredths; null when it is not one. */
function hundredths(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A percentage as the contract writes it, two decimals (`0.5` → `0.50`); as typed when it does not parse. */
export function percentParam(text: string): string {
  const value = hundredths(text);
  if (value === null) return text.trim();
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** A whole number as the contract writes it (`030` → `30`); as typed when it is not one. */
export function integerParam(text: string): string {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? String(Number(trimmed)) : trimmed;
}

/** A rule's universe as distinct codes, in the order typed (a repeat names the same stock). */
export function universeCodes(text: string): string[] {
  const codes = universeParam(text);
  return codes === '' ? [] : [...new Set(codes.split(','))];
}

/** The fee limits of the contract, in hundredths of a percent. */
const feeLimits = { entryFeePercent: 500, earlyExitFeePercent: 200, profitSharePercent: 3000 } as const;

/** An amount in the market's currency: yen whole, dollars and yuan to the cent; more than 0. */
export function isAmount(text: string, market: AdminFollowMarket): boolean {
  const pattern = market === 'jpy' ? /^\d{1,15}$/ : /^\d{1,13}(\.\d{1,2})?$/;
  const trimmed = text.trim();
  return pattern.test(trimmed) && /[1-9]/.test(trimmed);
}

/** Why a basket's lines cannot be sent, as a message id; undefined when they can. */
function basketError(text: string): string | undefined {
  const parsed = parseBasketLines(text);
  if (parsed.problem === 'empty') return required;
  if (parsed.problem === 'format') {
    // Name the part that is wrong: the first line whose code is not a code, else its weight.
    const parts = text
      .split(/[\n,、]/)
      .map((part) => part.trim())
      .filter(Boolean);
    const badCode = parts.some((part) => !/^[A-Za-z0-9.]{1,10}\s*[:：]/.test(part));
    return badCode ? 'app.admin.validation.stockCode' : 'app.admin.validation.percent';
  }
  if (parsed.problem !== null) return basketInvalid;
  // The server refuses a stock weighted 0.00 too.
  if (parsed.items.some((item) => hundredths(item.weightPercent) === 0)) return basketInvalid;
  return undefined;
}

export type FollowCheck =
  { ok: true; form: FollowForm } | { ok: false; errors: Partial<Record<FollowFieldName, string>> };

/**
 * Every rule of the form: names, leader and profiles present and within length; a leader's basket of 1 to 20
 * distinct stocks weighing 100.00 with the leader's words, or a rule's universe of 2 to 20 (more than momentum
 * holds) with its look-back and count; the minimum in the currency's unit; each fee within its limit; the deadline
 * and the inception day well formed. The inception day is set on creation only.
 */
export function checkFollow(form: FollowForm, mode: 'create' | 'edit'): FollowCheck {
  const errors: Partial<Record<FollowFieldName, string>> = {};
  if (!(adminFollowMarkets as readonly string[]).includes(form.market)) errors.market = 'app.admin.validation.choice';
  const kind = form.strategyKind;
  if (!(adminFollowStrategyKinds as readonly string[]).includes(kind)) {
    errors.strategyKind = 'app.admin.validation.choice';
  }
  const texts: [FollowFieldName, number][] = [
    ['nameJp', 80],
    ['nameCn', 80],
    ['nameUs', 80],
    ['leaderName', 64],
    ['leaderProfileJp', 1000],
    ['leaderProfileCn', 1000],
    ['leaderProfileUs', 1000],
    ...(kind === 'leader_basket'
      ? ([
          ['strategyJp', 2000],
          ['strategyCn', 2000],
          ['strategyUs', 2000],
        ] as [FollowFieldName, number][])
      : []),
  ];
  for (const [field, limit] of texts) {
    const size = length(form[field]);
    if (size === 0) errors[field] = required;
    else if (size > limit) errors[field] = tooLong;
  }

  if (kind === 'leader_basket') {
    const problem = basketError(form.basket);
    if (problem) errors.basket = problem;
  } else if (kind === 'equal_weight' || kind === 'momentum') {
    const codes = universeCodes(form.universe);
    let top: number | undefined;
    if (kind === 'momentum') {
      const lookback = form.lookbackDays.trim();
      if (lookback === '') errors.lookbackDays = required;
      else if (!/^\d{1,3}$/.test(lookback) || Number(lookback) < 20 || Number(lookback) > 120) {
        errors.lookbackDays = outOfRange;
      }
      const count = form.top.trim();
      if (count === '') errors.top = required;
      else if (!/^\d{1,2}$/.test(count) || Number(count) < 1 || Number(count) > 19) errors.top = outOfRange;
      else top = Number(count);
    }
    if (codes.length === 0) errors.universe = required;
    else if (codes.some((code) => !stockCode.test(code))) errors.universe = 'app.admin.validation.stockCode';
    // The hint says 2 to 20, and more than momentum holds.
    else if (codes.length < 2 || codes.length > 20 || (top !== undefined && codes.length <= top)) {
      errors.universe = outOfRange;
    }
  }

  if (form.minInvestment.trim() === '') errors.minInvestment = required;
  else if (!isAmount(form.minInvestment, form.market)) errors.minInvestment = 'app.admin.validation.amount';
  for (const [field, limit] of Object.entries(feeLimits) as [keyof typeof feeLimits, number][]) {
    const value = form[field].trim() === '' ? undefined : hundredths(form[field]);
    if (form[field].trim() === '') errors[field] = required;
    else if (value === null || value === undefined) errors[field] = 'app.admin.validation.percent';
    else if (value > limit) errors[field] = outOfRange;
  }
  const days = form.earlyExitFeeDays.trim();
  if (days === '') errors.earlyExitFeeDays = required;
  else if (!/^\d{1,3}$/.test(days) || Number(days) > 365) errors.earlyExitFeeDays = outOfRange;

  if (form.subscriptionDeadline !== '' && !dateTime.test(form.subscriptionDeadline)) {
    errors.subscriptionDeadline = 'app.admin.validation.date';
  }
  if (mode === 'create' && form.inceptionDate !== '' && !date.test(form.inceptionDate)) {
    errors.inceptionDate = 'app.admin.validation.date';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, form };
}

/** checkFollow as react-hook-form's resolver; the context says whether the product is being created or edited. */
export const followResolver: Resolver<FollowForm, { mode: 'create' | 'edit' }> = (values, context) => {
  const result = checkFollow(values, context?.mode ?? 'create');
  if (result.ok) return { values: result.form, errors: {} };
  const errors: FieldErrors<FollowForm> = {};
  for (const [name, message] of Object.entries(result.errors)) {
    errors[name as FollowFieldName] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/** Field names of the server's `invalid_parameter` answer, mapped to the form's. */
export const followFieldNames: Record<string, FollowFieldName> = {
  type: 'market',
  strategy_kind: 'strategyKind',
  name_jp: 'nameJp',
  name_cn: 'nameCn',
  name_us: 'nameUs',
  leader_name: 'leaderName',
  leader_profile_jp: 'leaderProfileJp',
  leader_profile_cn: 'leaderProfileCn',
  leader_profile_us: 'leaderProfileUs',
  strategy_jp: 'strategyJp',
  strategy_cn: 'strategyCn',
  strategy_us: 'strategyUs',
  basket: 'basket',
  universe: 'universe',
  lookback_days: 'lookbackDays',
  top: 'top',
  min_investment: 'minInvestment',
  entry_fee_percent: 'entryFeePercent',
  early_exit_fee_percent: 'earlyExitFeePercent',
  early_exit_fee_days: 'earlyExitFeeDays',
  profit_share_percent: 'profitSharePercent',
  subscription_deadline: 'subscriptionDeadline',
  clear_deadline: 'subscriptionDeadline',
  inception_date: 'inceptionDate',
};
