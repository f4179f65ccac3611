import { describe, expect, it } from 'vitest';
import { messageSendSchema } from './admin.schema.ts';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const firsts: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) firsts[issue.path.join('.')] ??= issue.message;
  return firsts;
}

describe('messageSendSchema', () => {
  const good = {
    audience: 'user' as const,
    account: '0901234567',
    titleJp: 'お知らせ',
    titleCn: '通知',
    titleUs: 'Notice',
    bodyJp: '本文',
    bodyCn: '正文',
    bodyUs: 'Text',
  };

  it('accepts a complete message to one user', () => {
    expect(messageSendSchema.safeParse(good).success).toBe(true);
  });

  it('needs every language', () => {
    expect(errorsOf(messageSendSchema.safeParse({ ...good, titleCn: '', bodyUs: ' ' }))).toEqual({
      titleCn: 'app.validation.required',
      bodyUs: 'app.validation.required',
    });
  });

  it('needs a valid account for one user, and none for everyone', () => {
    expect(errorsOf(messageSendSchema.safeParse({ ...good, account: '' }))).toEqual({
      account: 'app.validation.required',
    });
    expect(errorsOf(messageSendSchema.safeParse({ ...good, account: '12345' }))).toEqual({
      account: 'app.validation.accountPattern',
    });
    expect(messageSendSchema.safeParse({ ...good, audience: 'all', account: '' }).success).toBe(true);
  });
});
