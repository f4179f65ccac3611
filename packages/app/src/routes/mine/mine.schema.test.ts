import { describe, expect, it } from 'vitest';
import { fundPasswordSchema, loginPasswordSchema, recordFilterProblem, redeemSchema } from './mine.schema.ts';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const firsts: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) firsts[issue.path.join('.')] ??= issue.message;
  return firsts;
}

const good = { currentPassword: 'kabuto123', newPassword: 'sakura456', confirmPassword: 'sakura456' };

describe('loginPasswordSchema', () => {
  it('accepts a complete change', () => {
    expect(loginPasswordSchema.safeParse(good).success).toBe(true);
  });

  it('asks for every field', () => {
    expect(
      errorsOf(loginPasswordSchema.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' })),
    ).toEqual({
      currentPassword: 'app.validation.required',
      newPassword: 'app.validation.required',
      confirmPassword: 'app.validation.required',
    });
  });

  it('holds the new password to the contract: half-width letters or digits, 6 to 32', () => {
    for (const newPassword of ['ｐａｓｓ１２３', 'pass word1', 'パスワード123']) {
      expect(errorsOf(loginPasswordSchema.safeParse({ ...good, newPassword, confirmPassword: newPassword }))).toEqual({
        newPassword: 'app.validation.passwordPattern',
      });
    }
    expect(errorsOf(loginPasswordSchema.safeParse({ ...good, newPassword: 'ab12', confirmPassword: 'ab12' }))).toEqual({
      newPassword: 'app.validation.passwordLength',
    });
  });

  it('says when the confirmation differs and when nothing would change', () => {
    expect(errorsOf(loginPasswordSchema.safeParse({ ...good, confirmPassword: 'sakura457' }))).toEqual({
      confirmPassword: 'app.validation.passwordMismatch',
    });
    expect(
      errorsOf(
        loginPasswordSchema.safeParse({
          currentPassword: 'kabuto123',
          newPassword: 'kabuto123',
          confirmPassword: 'kabuto123',
        }),
      ),
    ).toEqual({ newPassword: 'app.validation.passwordUnchanged' });
  });
});

describe('fundPasswordSchema', () => {
  it('refuses a fund password equal to the login password when setting it', () => {
    const same = { currentPassword: 'kabuto123', newPassword: 'kabuto123', confirmPassword: 'kabuto123' };
    expect(errorsOf(fundPasswordSchema('set').safeParse(same))).toEqual({
      newPassword: 'app.validation.fundPasswordSameAsLogin',
    });
    expect(errorsOf(fundPasswordSchema('change').safeParse(same))).toEqual({
      newPassword: 'app.validation.passwordUnchanged',
    });
    expect(fundPasswordSchema('set').safeParse(good).success).toBe(true);
  });
});

describe('redeemSchema', () => {
  const schema = redeemSchema({ min: 500, step: 100, balance: 820 });
  it.each([
    ['', 'app.validation.required'],
    ['12.5', 'app.validation.wholePoints'],
    ['０５００', 'app.validation.wholePoints'],
    ['400', 'app.validation.redeemMin'],
    ['550', 'app.validation.redeemStep'],
    ['900', 'app.validation.redeemOverBalance'],
  ])('refuses %j with %s', (points, message) => {
    expect(errorsOf(schema.safeParse({ points }))).toEqual({ points: message });
  });

  it('accepts a multiple of the step within the balance', () => {
    expect(schema.safeParse({ points: '800' }).success).toBe(true);
  });
});

describe('recordFilterProblem', () => {
  it('accepts open and closed ranges', () => {
    expect(recordFilterProblem({ type: 'all', dateFrom: '', dateTo: '' })).toBeUndefined();
    expect(recordFilterProblem({ type: 'stamp_duty', dateFrom: '2026-01-01', dateTo: '2027-01-02' })).toBeUndefined();
  });

  it('refuses a range the wrong way round or longer than 366 days', () => {
    expect(recordFilterProblem({ type: 'all', dateFrom: '2026-11-22', dateTo: '2026-11-01' })).toBe(
      'app.validation.dateRangeOrder',
    );
    expect(recordFilterProblem({ type: 'all', dateFrom: '2026-01-01', dateTo: '2027-01-03' })).toBe(
      'app.validation.dateRangeTooLong',
    );
  });
});
