import Big from 'big.js';
import type { AdminConfigFormat, AdminConfigGroup } from '@kabuto/ui/console';

// Checks that need no schema library, so the console's lighter routes do not load zod (QUALITY.md's 60 KiB per
// lazy route). Each error is a message id; the route translates it. The rules mirror openapi.yaml
// (AdminConfigName, AdminSetFlagRequest, AdminAuditListRequest), which the server enforces too.
const required = 'app.validation.required';

/** Every editable config entry: its group on the screen and its value format, exactly as AdminConfigName. */
export const configFormats: Record<string, { group: AdminConfigGroup; format: AdminConfigFormat }> = {
  title: { group: 'site', format: { kind: 'text', maxLength: 40 } },
  logo: { group: 'site', format: { kind: 'urlOrPath' } },
  kefu: { group: 'site', format: { kind: 'url' } },
  version: { group: 'site', format: { kind: 'version' } },
  mode: { group: 'site', format: { kind: 'readOnly' } },
  invite_required: { group: 'registration', format: { kind: 'boolean' } },
  paper_opening_credit: { group: 'registration', format: { kind: 'yen', min: '0' } },
  referral_rebate_percent: { group: 'registration', format: { kind: 'percent', min: '0.00', max: '50.00' } },
  deposit_enabled: { group: 'deposit', format: { kind: 'boolean' } },
  deposit_bank_name: { group: 'deposit', format: { kind: 'text', maxLength: 40 } },
  deposit_branch_name: { group: 'deposit', format: { kind: 'text', maxLength: 40 } },
  deposit_branch_code: { group: 'deposit', format: { kind: 'digits', length: 3 } },
  deposit_account_name: { group: 'deposit', format: { kind: 'text', maxLength: 60 } },
  deposit_hours: { group: 'deposit', format: { kind: 'hours' } },
  deposit_days: { group: 'deposit', format: { kind: 'days' } },
  deposit_min: { group: 'deposit', format: { kind: 'yen', min: '1' } },
  deposit_max: { group: 'deposit', format: { kind: 'yen', min: '1' } },
  withdrawal_hours: { group: 'withdrawal', format: { kind: 'hours' } },
  withdrawal_days: { group: 'withdrawal', format: { kind: 'days' } },
  withdrawal_min: { group: 'withdrawal', format: { kind: 'yen', min: '100', max: '5000000' } },
  withdrawal_max: { group: 'withdrawal', format: { kind: 'yen', min: '100', max: '5000000' } },
  withdrawal_second_approval_threshold: { group: 'withdrawal', format: { kind: 'yen', min: '0' } },
  security_passkey_required_for_money: { group: 'withdrawal', format: { kind: 'boolean' } },
  fee_buy_percent: { group: 'fees', format: { kind: 'percent', min: '0.00', max: '2.00' } },
  fee_sell_percent: { group: 'fees', format: { kind: 'percent', min: '0.00', max: '2.00' } },
  fee_min: { group: 'fees', format: { kind: 'yen', min: '0' } },
  exchange_spread_percent: { group: 'fees', format: { kind: 'percent', min: '0.00', max: '2.00' } },
  loan_rate_percent: { group: 'fees', format: { kind: 'percent', min: '0.00', max: '15.00' } },
  leverage_choices: { group: 'trading', format: { kind: 'leverage' } },
  margin_warning_percent: { group: 'trading', format: { kind: 'percent', min: '20.00', max: '30.00' } },
  market_always_open: { group: 'trading', format: { kind: 'boolean' } },
};

/** Pairs whose minimum may not exceed their maximum: [min name, max name]. */
const minMaxPairs: readonly [string, string][] = [
  ['deposit_min', 'deposit_max'],
  ['withdrawal_min', 'withdrawal_max'],
];

function within(value: string, min: string, max?: string): boolean {
  const amount = new Big(value);
  return amount.gte(min) && (max === undefined || amount.lte(max));
}

function minutes(hhmm: string): number {
  const [hours = '0', mins = '0'] = hhmm.split(':');
  return Number(hours) * 60 + Number(mins);
}

/**
 * Checks a new value against its format. `current` holds the other entries' values so a minimum cannot pass its
 * maximum (deposit_min ≤ deposit_max, withdrawal_min ≤ withdrawal_max). Answers a message id, or null when fine.
 */
export function checkConfigValue(
  name: string,
  format: AdminConfigFormat,
  raw: string,
  current: Readonly<Record<string, string>> = {},
): string | null {
  const value = raw.trim();
  if (value === '') return required;
  switch (format.kind) {
    case 'text':
      return value.length > format.maxLength ? 'app.admin.validation.tooLong' : null;
    case 'url':
      return /^https:\/\/[^\s/]+\.[^\s]+$/.test(value) && value.length <= 500 ? null : 'app.admin.validation.url';
    case 'urlOrPath':
      return (/^https:\/\/[^\s/]+\.[^\s]+$/.test(value) || /^\/[^\s]*$/.test(value)) && value.length <= 500
        ? null
        : 'app.admin.validation.urlOrPath';
    case 'version':
      return /^\d+\.\d+\.\d+$/.test(value) ? null : 'app.admin.validation.version';
    case 'digits':
      return new RegExp(`^\\d{${format.length}}$`).test(value) ? null : 'app.admin.validation.digits';
    case 'hours': {
      const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
      if (!match) return 'app.admin.validation.hours';
      const [from, to] = value.split('-') as [string, string];
      return minutes(from) < minutes(to) ? null : 'app.admin.validation.hours';
    }
    case 'leverage': {
      const choices = value.split(',');
      const valid = choices.every((choice) => /^\d(\.\d)?$/.test(choice) && within(choice, '1', '3.3'));
      return valid && new Set(choices).size === choices.length ? null : 'app.admin.validation.leverage';
    }
    case 'yen': {
      if (!/^\d+$/.test(value)) return 'app.admin.validation.integer';
      if (!within(value, format.min, format.max)) return 'app.admin.validation.outOfRange';
      for (const [minName, maxName] of minMaxPairs) {
        const other = name === minName ? current[maxName] : name === maxName ? current[minName] : undefined;
        if (other === undefined || !/^\d+$/.test(other)) continue;
        const [low, high] = name === minName ? [value, other] : [other, value];
        if (new Big(low).gt(high)) return 'app.admin.validation.minAboveMax';
      }
      return null;
    }
    case 'percent':
      if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'app.admin.validation.percent';
      return within(value, format.min, format.max) ? null : 'app.admin.validation.outOfRange';
    case 'boolean':
      return value === '0' || value === '1' ? null : 'app.admin.validation.choice';
    case 'days':
      return value === 'business' || value === 'all' ? null : 'app.admin.validation.choice';
    case 'readOnly':
      return 'app.admin.validation.readOnly';
  }
}

export interface ConfigEditForm {
  value: string;
}

/** The message a user receives with a restriction change (one text, shown in every language). */
export interface FlagMessageForm {
  message: string;
}

export function checkFlagMessage(message: string): string | null {
  const text = message.trim();
  if (text === '') return required;
  return text.length > 1000 ? 'app.admin.validation.tooLong' : null;
}

export interface AuditFilterForm {
  operator: string;
  from: string;
  to: string;
}

/** The audit filters' problems by field; empty when the filters can be applied. */
export function checkAuditFilters(form: AuditFilterForm): Partial<Record<keyof AuditFilterForm, string>> {
  const problems: Partial<Record<keyof AuditFilterForm, string>> = {};
  const operator = form.operator.trim();
  if (operator !== '' && !/^\d{10}$/.test(operator)) problems.operator = 'app.validation.accountPattern';
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (form.from !== '' && !day.test(form.from)) problems.from = 'app.admin.validation.date';
  if (form.to !== '' && !day.test(form.to)) problems.to = 'app.admin.validation.date';
  else if (form.from !== '' && form.to !== '' && !problems.from && form.from > form.to) {
    problems.to = 'app.admin.validation.dateOrder';
  }
  return problems;
}

/** The bounds of a rebate ratio an operator grants, in percent (the `referral_rebate_percent` config's bounds). */
export const agentRatioBounds = { min: '0.00', max: '50.00' } as const;

/**
 * Checks the ratio typed on approving an agent (AdminAgentApproveRequest.rebate_ratio). Empty is fine: the
 * server applies the configured ratio. Answers a message id, or null when fine.
 */
export function checkAgentRatio(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(value)) return 'app.admin.validation.percent';
  return within(value, agentRatioBounds.min, agentRatioBounds.max) ? null : 'app.admin.validation.outOfRange';
}

/** The ratio that will be granted, with two decimals as the server shows it: the typed one, else the default. */
export function grantedRatio(raw: string, defaultRatio: string | undefined): string | undefined {
  const value = raw.trim();
  if (value === '') return defaultRatio;
  return new Big(value).toFixed(2);
}
