import { describe, expect, it } from 'vitest';
import type { ResponseData } from '@kabuto/api-client';
import {
  configuredAgentRatio,
  exact,
  flagToApi,
  toAgentApplicationRow,
  toConfigEntries,
  toLedgerRow,
  toUserDetail,
  toUserRow,
} from './admin.mappers.ts';

type UserDetail = ResponseData<'/admin/user/detail'>;

const noFlags = { frozen: false, disabled: false, loginBanned: false, tradingBarred: false, withdrawalBarred: false };

const detail: UserDetail = {
  account: '0901234567',
  realName: '山田 太郎',
  realNameStatus: 'verified',
  flags: { ...noFlags, frozen: true },
  inviteCode: 'K7D2Q9',
  invitedBy: null,
  isAgent: false,
  rebatePercent: null,
  language: 'jp',
  registeredAt: '2026-09-01T12:00:00+09:00',
  lastLoginAt: null,
  balances: [
    { currency: 'USD', available: '0.1', held: '0.2', total: '0.30000000000000004' },
    { currency: 'JPY', available: '1250000', held: '303600', total: '1553600' },
    { currency: 'CNY', available: '10.50', held: '0', total: '10.50' },
  ],
  loanOutstandingJpy: '200000',
  openPositions: 3,
  sessions: [],
};

describe('exact', () => {
  it('normalises decimal strings without floats', () => {
    expect(exact('0010.50')).toBe('10.5');
    expect(exact('-0.00')).toBe('0');
    expect(exact('123456789012345678901234.56')).toBe('123456789012345678901234.56');
    expect(exact('1e5')).toBe('0');
    expect(exact(null)).toBe('0');
  });
});

describe('toUserDetail', () => {
  it('puts yen first and derives each total from its parts, exactly', () => {
    const view = toUserDetail(detail);
    expect(view.balances.map((balance) => balance.currency)).toEqual(['JPY', 'CNY', 'USD']);
    expect(view.balances[0]).toEqual({ currency: 'JPY', available: '1250000', held: '303600', total: '1553600' });
    expect(view.balances[2]?.total).toBe('0.3');
    expect(view.balances[1]?.available).toBe('10.5');
    expect(view.flags.frozen).toBe(true);
  });
});

describe('toUserRow and toLedgerRow', () => {
  it('keeps signed amounts exact', () => {
    const row = toLedgerRow({
      id: '1',
      transferId: 't-1',
      time: '2026-11-22T08:31:00+09:00',
      type: 'hold',
      currency: 'JPY',
      amount: '-303600',
      availableAfter: '950440',
      reference: '6120',
      memo: null,
    });
    expect(row.amount).toBe('-303600');
    expect(row.availableAfter).toBe('950440');
    const user = toUserRow({
      account: '0901234567',
      realName: null,
      realNameStatus: 'unverified',
      flags: noFlags,
      availableJpy: '98765432.10',
      heldJpy: '0',
      loanOutstandingJpy: '0.00',
      registeredAt: '2026-09-01T12:00:00+09:00',
      lastLoginAt: null,
    });
    expect(user.availableJpy).toBe('98765432.1');
    expect(user.loanOutstandingJpy).toBe('0');
  });
});

describe('flagToApi', () => {
  it('names each restriction as the contract does', () => {
    expect(Object.values(flagToApi).sort()).toEqual(
      ['disabled', 'frozen', 'login_banned', 'trading_barred', 'withdrawal_barred'].sort(),
    );
  });
});

describe('toConfigEntries', () => {
  const entry = (name: string, value: string, editable = true) => ({
    name,
    value,
    visibility: 'public' as const,
    editable,
    updatedAt: null,
    updatedBy: null,
  });

  it('gives each known entry its format and group, in the console order', () => {
    const view = toConfigEntries([
      entry('loan_rate_percent', '9.80'),
      entry('title', 'Kabuto'),
      entry('mode', 'simulator', false),
    ]);
    expect(view.map((item) => item.name)).toEqual(['title', 'mode', 'loan_rate_percent']);
    expect(view[0]).toMatchObject({ group: 'site', format: { kind: 'text', maxLength: 40 }, editable: true });
    expect(view[1]).toMatchObject({ format: { kind: 'readOnly' }, editable: false });
    expect(view[2]).toMatchObject({ group: 'fees', format: { kind: 'percent', min: '0.00', max: '15.00' } });
  });

  it('still shows a name it does not know: free text when editable, read-only otherwise', () => {
    const view = toConfigEntries([entry('new_setting', 'x'), entry('server_secret_hint', 'y', false)]);
    expect(view[0]).toMatchObject({ group: 'other', format: { kind: 'text', maxLength: 500 }, editable: true });
    expect(view[1]).toMatchObject({ group: 'other', format: { kind: 'readOnly' }, editable: false });
  });
});

describe('agent applications', () => {
  it('keeps every field of the contract’s application, the ratio as its exact string', () => {
    const application: ResponseData<'/admin/agent/list'>['items'][number] = {
      id: '311',
      account: '0901234567',
      realName: null,
      inviteeCount: 3,
      submittedAt: '2026-11-22T10:20:00+09:00',
      status: 'approved',
      rebateRatio: '12.50',
      rejectReason: null,
      note: null,
      reviewedBy: '0800000001',
      reviewedAt: '2026-11-22T11:20:00+09:00',
    };
    expect(toAgentApplicationRow(application)).toEqual(application);
  });

  it('finds the configured ratio in the config list', () => {
    expect(
      configuredAgentRatio([
        { name: 'title', value: 'Kabuto' },
        { name: 'referral_rebate_percent', value: '18.00' },
      ]),
    ).toBe('18.00');
    expect(configuredAgentRatio([{ name: 'title', value: 'Kabuto' }])).toBeUndefined();
  });
});
