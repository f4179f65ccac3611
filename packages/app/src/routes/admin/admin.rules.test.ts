import { describe, expect, it } from 'vitest';
import {
  checkAgentRatio,
  checkAuditFilters,
  checkConfigValue,
  checkFlagMessage,
  configFormats,
  grantedRatio,
} from './admin.rules.ts';

function check(name: string, value: string, current: Record<string, string> = {}) {
  const entry = configFormats[name];
  if (!entry) throw new Error(`no format for ${name}`);
  return checkConfigValue(name, entry.format, value, current);
}

describe('config values', () => {
  it('knows every editable name of the contract', () => {
    expect(Object.keys(configFormats).sort()).toEqual(
      [
        'title',
        'logo',
        'kefu',
        'version',
        'mode',
        'invite_required',
        'deposit_bank_name',
        'deposit_branch_name',
        'deposit_branch_code',
        'deposit_account_name',
        'deposit_enabled',
        'deposit_hours',
        'deposit_days',
        'withdrawal_hours',
        'withdrawal_days',
        'deposit_min',
        'deposit_max',
        'withdrawal_min',
        'withdrawal_max',
        'withdrawal_second_approval_threshold',
        'security_passkey_required_for_money',
        'fee_buy_percent',
        'fee_sell_percent',
        'fee_min',
        'exchange_spread_percent',
        'loan_rate_percent',
        'leverage_choices',
        'margin_warning_percent',
        'market_always_open',
        'paper_opening_credit',
        'referral_rebate_percent',
      ].sort(),
    );
  });

  it('needs a value', () => {
    expect(check('title', '   ')).toBe('app.validation.required');
  });

  it('limits the title to 40 characters', () => {
    expect(check('title', 'Kabuto Securities')).toBeNull();
    expect(check('title', 'あ'.repeat(40))).toBeNull();
    expect(check('title', 'あ'.repeat(41))).toBe('app.admin.validation.tooLong');
  });

  it('takes only https links for support, and a link or a path for the logo', () => {
    expect(check('kefu', 'https://support.example.com/chat')).toBeNull();
    expect(check('kefu', 'http://support.example.com')).toBe('app.admin.validation.url');
    expect(check('kefu', 'javascript:alert(1)')).toBe('app.admin.validation.url');
    expect(check('logo', '/logo.svg')).toBeNull();
    expect(check('logo', 'https://cdn.example.com/logo.png')).toBeNull();
    expect(check('logo', 'logo.svg')).toBe('app.admin.validation.urlOrPath');
  });

  it('caps the loan rate at 15 % and fees at 2 %, two decimals at most', () => {
    expect(check('loan_rate_percent', '15.00')).toBeNull();
    expect(check('loan_rate_percent', '15.01')).toBe('app.admin.validation.outOfRange');
    expect(check('fee_buy_percent', '0.1')).toBeNull();
    expect(check('fee_buy_percent', '2.001')).toBe('app.admin.validation.percent');
    expect(check('fee_sell_percent', '-0.5')).toBe('app.admin.validation.percent');
    expect(check('margin_warning_percent', '19.99')).toBe('app.admin.validation.outOfRange');
  });

  it('keeps withdrawals between 100 and 5,000,000 yen in whole yen', () => {
    expect(check('withdrawal_max', '5000000')).toBeNull();
    expect(check('withdrawal_max', '5000001')).toBe('app.admin.validation.outOfRange');
    expect(check('withdrawal_min', '99')).toBe('app.admin.validation.outOfRange');
    expect(check('withdrawal_min', '100.5')).toBe('app.admin.validation.integer');
    expect(check('withdrawal_min', '1e3')).toBe('app.admin.validation.integer');
  });

  it('never lets a minimum pass its maximum', () => {
    const current = { withdrawal_min: '1000', withdrawal_max: '200000', deposit_min: '1000', deposit_max: '3000000' };
    expect(check('withdrawal_min', '200001', current)).toBe('app.admin.validation.minAboveMax');
    expect(check('withdrawal_min', '200000', current)).toBeNull();
    expect(check('withdrawal_max', '999', current)).toBe('app.admin.validation.minAboveMax');
    expect(check('deposit_max', '999', current)).toBe('app.admin.validation.minAboveMax');
    // Exact, not float: a huge maximum still compares correctly.
    expect(check('deposit_min', '90071992547409931', { deposit_max: '90071992547409930' })).toBe(
      'app.admin.validation.minAboveMax',
    );
  });

  it('reads hours as a Tokyo window that starts before it ends', () => {
    expect(check('withdrawal_hours', '09:00-15:00')).toBeNull();
    expect(check('withdrawal_hours', '15:00-09:00')).toBe('app.admin.validation.hours');
    expect(check('deposit_hours', '9:00-17:00')).toBe('app.admin.validation.hours');
    expect(check('deposit_hours', '09:00-24:00')).toBe('app.admin.validation.hours');
  });

  it('accepts leverage choices from 1 to 3.3 with one decimal, no repeats', () => {
    expect(check('leverage_choices', '1,2,3,3.3')).toBeNull();
    expect(check('leverage_choices', '1,3.4')).toBe('app.admin.validation.leverage');
    expect(check('leverage_choices', '1,2.25')).toBe('app.admin.validation.leverage');
    expect(check('leverage_choices', '0.5')).toBe('app.admin.validation.leverage');
    expect(check('leverage_choices', '1,1')).toBe('app.admin.validation.leverage');
    expect(check('leverage_choices', '1, 2')).toBe('app.admin.validation.leverage');
  });

  it('takes switches and day choices only from their sets, and refuses read-only entries', () => {
    expect(check('invite_required', '0')).toBeNull();
    expect(check('invite_required', 'yes')).toBe('app.admin.validation.choice');
    expect(check('deposit_days', 'all')).toBeNull();
    expect(check('deposit_days', 'weekends')).toBe('app.admin.validation.choice');
    expect(check('deposit_branch_code', '012')).toBeNull();
    expect(check('deposit_branch_code', '12')).toBe('app.admin.validation.digits');
    expect(check('version', '1.4.0')).toBeNull();
    expect(check('version', '1.4')).toBe('app.admin.validation.version');
    expect(check('mode', 'live')).toBe('app.admin.validation.readOnly');
  });
});

describe('checkFlagMessage', () => {
  it('requires the message to the user and caps it at 1,000 characters', () => {
    expect(checkFlagMessage('  ')).toBe('app.validation.required');
    expect(checkFlagMessage('x'.repeat(1001))).toBe('app.admin.validation.tooLong');
    expect(checkFlagMessage(' Please contact support. ')).toBeNull();
  });
});

describe('checkAuditFilters', () => {
  it('takes empty filters, an operator account and a day range in order', () => {
    expect(checkAuditFilters({ operator: '', from: '', to: '' })).toEqual({});
    expect(checkAuditFilters({ operator: '0000000001', from: '2026-11-01', to: '2026-11-22' })).toEqual({});
    expect(checkAuditFilters({ operator: '12', from: '', to: '' })).toEqual({
      operator: 'app.validation.accountPattern',
    });
    expect(checkAuditFilters({ operator: '', from: '2026-11-22', to: '2026-11-01' })).toEqual({
      to: 'app.admin.validation.dateOrder',
    });
    expect(checkAuditFilters({ operator: '', from: '22/11/2026', to: '' })).toEqual({
      from: 'app.admin.validation.date',
    });
  });
});

describe('agent rebate ratio', () => {
  it('accepts empty (the configured ratio) and percents with up to two decimals within 0–50', () => {
    for (const ok of ['', '  ', '0', '15', '12.5', '20.00', '50', '50.00', '0.01'])
      expect(checkAgentRatio(ok), ok).toBeNull();
    for (const format of ['abc', '-1', '12.345', '100', '1e1', '15%', '.5']) {
      expect(checkAgentRatio(format), format).toBe('app.admin.validation.percent');
    }
    for (const range of ['50.01', '99.99', '51'])
      expect(checkAgentRatio(range), range).toBe('app.admin.validation.outOfRange');
  });

  it('answers the ratio that will be granted, as the server shows it', () => {
    expect(grantedRatio('', '20.00')).toBe('20.00');
    expect(grantedRatio(' ', undefined)).toBeUndefined();
    expect(grantedRatio('12.5', '20.00')).toBe('12.50');
    expect(grantedRatio('7', '20.00')).toBe('7.00');
    expect(grantedRatio('0.1', '20.00')).toBe('0.10');
  });
});

describe('validation messages', () => {
  it('has an app message for every id the console schema can answer', async () => {
    const { readFileSync } = await import('node:fs');
    const { default: jp } = await import('../../messages/jp.ts');
    const source = ['./admin.rules.ts', './admin.schema.ts']
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
      .join('\n');
    const ids = [...new Set(source.match(/app\.(?:admin\.)?validation\.\w+/g) ?? [])];
    expect(ids.length).toBeGreaterThan(15);
    expect(ids.filter((id) => !(id in jp))).toEqual([]);
  });
});
