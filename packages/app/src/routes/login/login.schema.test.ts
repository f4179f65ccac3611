import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './login.schema.ts';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  // The first issue per field, as the form shows it.
  const firsts: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) firsts[issue.path.join('.')] ??= issue.message;
  return firsts;
}

const good = {
  account: '0901234567',
  password: 'abc123',
  confirmPassword: 'abc123',
  inviteCode: 'KABUTO',
  agree: true,
};

describe('registerSchema', () => {
  it('accepts a complete form', () => {
    expect(registerSchema.safeParse(good).success).toBe(true);
  });

  it('asks for every field when the form is empty', () => {
    const result = registerSchema.safeParse({
      account: '',
      password: '',
      confirmPassword: '',
      inviteCode: '',
      agree: false,
    });
    expect(errorsOf(result)).toEqual({
      account: 'app.validation.required',
      password: 'app.validation.required',
      confirmPassword: 'app.validation.required',
      inviteCode: 'app.validation.required',
      agree: 'app.validation.agreementRequired',
    });
  });

  it.each(['090123456', '09012345678', '090-123-4567', '０９０１２３４５６７'])(
    'refuses %s as an account',
    (account) => {
      expect(errorsOf(registerSchema.safeParse({ ...good, account }))).toEqual({
        account: 'app.validation.accountPattern',
      });
    },
  );

  it.each(['ａｂｃ１２３', 'abc 123', 'pass-word', 'パスワード12'])(
    'refuses %s: half-width letters or digits only',
    (password) => {
      expect(errorsOf(registerSchema.safeParse({ ...good, password, confirmPassword: password }))).toEqual({
        password: 'app.validation.passwordPattern',
      });
    },
  );

  it('refuses passwords shorter than 6 or longer than 32', () => {
    expect(errorsOf(registerSchema.safeParse({ ...good, password: 'abc12', confirmPassword: 'abc12' }))).toEqual({
      password: 'app.validation.passwordLength',
    });
    const long = 'a'.repeat(33);
    expect(errorsOf(registerSchema.safeParse({ ...good, password: long, confirmPassword: long }))).toEqual({
      password: 'app.validation.passwordLength',
    });
  });

  it('says when the two passwords differ', () => {
    expect(errorsOf(registerSchema.safeParse({ ...good, confirmPassword: 'abc124' }))).toEqual({
      confirmPassword: 'app.validation.passwordMismatch',
    });
  });

  it('needs the agreement ticked', () => {
    expect(errorsOf(registerSchema.safeParse({ ...good, agree: false }))).toEqual({
      agree: 'app.validation.agreementRequired',
    });
  });
});

describe('loginSchema', () => {
  it('needs both fields', () => {
    expect(errorsOf(loginSchema.safeParse({ account: '', password: '' }))).toEqual({
      account: 'app.validation.required',
      password: 'app.validation.required',
    });
  });

  it('needs a ten-digit account', () => {
    expect(errorsOf(loginSchema.safeParse({ account: '12345', password: 'x' }))).toEqual({
      account: 'app.validation.accountPattern',
    });
  });
});
