import '../../app/zod-config.ts';
// zod/mini (tree-shaken checks) keeps each account route within its 60 KiB budget; the rules are the same.
import * as z from 'zod/mini';
import { transactionRecordTypes } from '@kabuto/api-client';

// Each error is a message id; the route translates it. The rules mirror openapi.yaml, which the server enforces too.
const required = 'app.validation.required';

/** The contract's Password: half-width letters or digits, 6 to 32 (as login.schema.ts's newPasswordField). */
const newPasswordField = z
  .string()
  .check(
    z.minLength(1, required),
    z.regex(/^[A-Za-z0-9]+$/, 'app.validation.passwordPattern'),
    z.minLength(6, 'app.validation.passwordLength'),
    z.maxLength(32, 'app.validation.passwordLength'),
  );

/** The three fields of a password change: current, new (the contract's Password) and the new one again. */
function passwordChange(unchangedMessage: string) {
  return z
    .object({
      currentPassword: z.string().check(z.minLength(1, required), z.maxLength(64, 'app.validation.passwordLength')),
      newPassword: newPasswordField,
      confirmPassword: z.string().check(z.minLength(1, required)),
    })
    .check(
      z.refine((form) => form.confirmPassword === '' || form.newPassword === form.confirmPassword, {
        path: ['confirmPassword'],
        message: 'app.validation.passwordMismatch',
      }),
      z.refine((form) => form.currentPassword === '' || form.newPassword !== form.currentPassword, {
        path: ['newPassword'],
        message: unchangedMessage,
      }),
    );
}

export const loginPasswordSchema = passwordChange('app.validation.passwordUnchanged');
export type LoginPasswordForm = z.infer<typeof loginPasswordSchema>;

/**
 * Setting the fund password proves presence with the login password, so the new one must differ from it (the server
 * refuses `fund_password_same_as_login`); changing it needs a new one that differs from the current fund password.
 */
export function fundPasswordSchema(mode: 'set' | 'change') {
  return passwordChange(mode === 'set' ? 'app.validation.fundPasswordSameAsLogin' : 'app.validation.passwordUnchanged');
}
export type FundPasswordForm = LoginPasswordForm;

/** Points to redeem: at least the minimum, a multiple of the step, not more than the balance (the disclosed rules). */
export function redeemSchema(rules: { min: number; step: number; balance: number }) {
  // Each rule only speaks once the ones before it hold, so the form shows the first thing to fix.
  const whole = (text: string) => /^[1-9]\d{0,8}$/.test(text.trim());
  return z.object({
    points: z.string().check(
      z.refine((text) => text.trim() !== '', required),
      z.refine((text) => text.trim() === '' || whole(text), 'app.validation.wholePoints'),
      z.refine((text) => !whole(text) || Number(text) >= rules.min, 'app.validation.redeemMin'),
      z.refine((text) => !whole(text) || Number(text) % rules.step === 0, 'app.validation.redeemStep'),
      z.refine((text) => !whole(text) || Number(text) <= rules.balance, 'app.validation.redeemOverBalance'),
    ),
  });
}
export type RedeemForm = z.infer<ReturnType<typeof redeemSchema>>;

/** Every record type of the contract, as the generated client lists them. */
const recordTypes = transactionRecordTypes;

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dayMs = 86_400_000;

/** The records filter: a type and an inclusive date range of at most 366 days, first day not after the last. */
export const recordFilterSchema = z
  .object({
    type: z.enum(['all', ...recordTypes]),
    dateFrom: z.union([z.literal(''), z.string().check(z.regex(isoDate, 'app.validation.date'))]),
    dateTo: z.union([z.literal(''), z.string().check(z.regex(isoDate, 'app.validation.date'))]),
  })
  .check(
    z.refine((filter) => !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo, {
      path: ['dateTo'],
      message: 'app.validation.dateRangeOrder',
    }),
    z.refine(
      (filter) =>
        !filter.dateFrom ||
        !filter.dateTo ||
        filter.dateFrom > filter.dateTo ||
        (Date.parse(`${filter.dateTo}T00:00:00Z`) - Date.parse(`${filter.dateFrom}T00:00:00Z`)) / dayMs <= 366,
      { path: ['dateTo'], message: 'app.validation.dateRangeTooLong' },
    ),
  );
export type RecordFilterForm = z.infer<typeof recordFilterSchema>;

/** The first problem with a filter, as a message id, or undefined when it can be sent. */
export function recordFilterProblem(filter: RecordFilterForm): string | undefined {
  const result = recordFilterSchema.safeParse(filter);
  return result.success ? undefined : result.error.issues[0]?.message;
}
