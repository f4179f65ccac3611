import { describe, expect, it } from 'vitest';
import { deviceName } from './deviceName.ts';
import type { SecurityOverview } from './passkeys.ts';
import { stillAhead, toPasskeyViews, toRecoveryCodesView, toSessionViews } from './security.mappers.ts';
import { recoveryCodeText } from './security.rules.ts';
import {
  firstPasskeySchema,
  nextPasskeySchema,
  notificationEmailSchema,
  passkeyNameSchema,
  recoveryCodeSchema,
} from './security.schema.ts';
import { newCardText, stepUpDue, withdrawalText } from './stepUp.rules.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const overview = (over: Partial<SecurityOverview> = {}): SecurityOverview => ({
  passkeyCount: 1,
  recoveryCodesLeft: 10,
  recoveryCodesGeneratedAt: '2026-11-20T09:00:00+09:00',
  notificationEmail: null,
  stepUpValidUntil: null,
  factorChangeAllowedUntil: null,
  passkeyRequiredForMoney: true,
  signInNeedsPasskey: true,
  demoAccount: false,
  ...over,
});
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the security forms', () => {
  it('names a passkey in 1 to 40 characters', () => {
    expect(errorsOf(passkeyNameSchema.safeParse({ name: '  ' }))).toEqual({ name: 'app.validation.required' });
    expect(errorsOf(passkeyNameSchema.safeParse({ name: 'x'.repeat(41) }))).toEqual({
      name: 'app.validation.passkeyName',
    });
    expect(passkeyNameSchema.safeParse({ name: ' iPhone ' }).success).toBe(true);
  });

  it('asks for the login password with the first passkey only', () => {
    expect(errorsOf(firstPasskeySchema.safeParse({ name: 'iPhone', password: '' }))).toEqual({
      password: 'app.validation.required',
    });
    expect(nextPasskeySchema.safeParse({ name: 'iPhone', password: '' }).success).toBe(true);
  });

  it('takes an email address, trimmed', () => {
    expect(notificationEmailSchema.safeParse({ email: ' taro@example.jp ' }).success).toBe(true);
    expect(errorsOf(notificationEmailSchema.safeParse({ email: 'taro@' }))).toEqual({ email: 'app.validation.email' });
  });

  it('takes a recovery code as shown, in any case, with dashes or spaces, full-width too', () => {
    for (const code of [
      'K7QM-2XRP-9VHT-4WCB',
      'k7qm 2xrp 9vht 4wcb',
      'K7QM2XRP9VHT4WCB',
      'Ｋ７ＱＭ-２ＸＲＰ-９ＶＨＴ-４ＷＣＢ',
    ]) {
      expect(recoveryCodeSchema.safeParse({ code }).success, code).toBe(true);
    }
    expect(recoveryCodeText(' k7qm-2xrp-9vht-4wcb ')).toBe('K7QM-2XRP-9VHT-4WCB');
    expect(errorsOf(recoveryCodeSchema.safeParse({ code: 'K7QM-2XRP' }))).toEqual({
      code: 'app.validation.recoveryCode',
    });
  });
});

describe('the step-up', () => {
  it('is due before each money call once the account has a passkey, however fresh the last step-up', () => {
    expect(stepUpDue(undefined, 'withdrawal')).toBe(false);
    expect(stepUpDue(overview({ passkeyCount: 0 }), 'withdrawal')).toBe(false);
    expect(stepUpDue(overview(), 'withdrawal')).toBe(true);
    expect(stepUpDue(overview({ passkeyRequiredForMoney: false }), 'bank_card_add')).toBe(true);
    expect(stepUpDue(overview({ stepUpValidUntil: inMinutes(3) }), 'bank_card_remove')).toBe(true);
  });

  it('is due for a change to the factors unless a step-up or a recovery sign-in window allows it', () => {
    expect(stepUpDue(overview(), 'security_change')).toBe(true);
    expect(stepUpDue(overview({ factorChangeAllowedUntil: inMinutes(10) }), 'security_change')).toBe(false);
    expect(stepUpDue(overview({ passkeyCount: 0 }), 'security_change')).toBe(false);
    // One about to run out is asked again rather than refused by the server a moment later.
    expect(stepUpDue(overview({ factorChangeAllowedUntil: inMinutes(0.1) }), 'security_change')).toBe(true);
  });

  it('says what it confirms: the money and where it goes, or the account changed', () => {
    const card = { bankName: '三菱UFJ銀行', accountNumberMasked: '****567' };
    expect(withdrawalText('￥300,000', card)).toBe('￥300,000 → 三菱UFJ銀行 ****567');
    expect(withdrawalText('￥300,000', undefined)).toBe('￥300,000');
    expect(newCardText({ bank_name: '三井住友銀行', branch_name: '新宿支店', account_number: '1234567' })).toBe(
      '三井住友銀行 新宿支店 ****567',
    );
  });
});

describe('the security mappers', () => {
  it('lists passkeys newest first and sessions with this device first', () => {
    const passkey = (id: string, createdAt: string) => ({
      id,
      name: id,
      createdAt,
      lastUsedAt: null,
      backedUp: false,
      multiDevice: false,
    });
    expect(
      toPasskeyViews({ items: [passkey('a', '2026-11-01T00:00:00Z'), passkey('b', '2026-11-02T00:00:00Z')] }).map(
        (view) => view.id,
      ),
    ).toEqual(['b', 'a']);
    const session = (id: string, current: boolean, lastSeenAt: string) => ({
      id,
      createdAt: lastSeenAt,
      lastSeenAt,
      expiresAt: lastSeenAt,
      ipAddress: '203.0.113.7',
      browser: 'Chrome',
      os: 'Android',
      method: 'passkey' as const,
      current,
    });
    expect(
      toSessionViews({
        items: [
          session('old', false, '2026-11-01T00:00:00Z'),
          session('me', true, '2026-10-01T00:00:00Z'),
          session('new', false, '2026-11-03T00:00:00Z'),
        ],
      }).map((view) => view.id),
    ).toEqual(['me', 'new', 'old']);
  });

  it('counts recovery codes out of a set of ten, and keeps only instants still ahead', () => {
    expect(toRecoveryCodesView(undefined)).toEqual({ remaining: 0, total: 10, generatedAt: null });
    expect(toRecoveryCodesView(overview({ recoveryCodesLeft: 9 })).remaining).toBe(9);
    expect(stillAhead(inMinutes(1))).toBeTruthy();
    expect(stillAhead(inMinutes(-1))).toBeUndefined();
    expect(stillAhead(null)).toBeUndefined();
  });

  it('names a new passkey after the device it is made on', () => {
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)')).toBe('iPhone');
    expect(deviceName('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe('Android');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(deviceName('curl/8')).toBe('Passkey');
  });
});
