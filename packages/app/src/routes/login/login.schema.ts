import '../../app/zod-config.ts';
import { z } from 'zod';

// Each error is a message id; the route translates it. The rules mirror openapi.yaml (Account, Password,
// RegisterRequest), which the server enforces too.
const required = 'app.validation.required';

export const accountField = z
  .string()
  .trim()
  .min(1, required)
  .regex(/^\d{10}$/, 'app.validation.accountPattern');

export const newPasswordField = z
  .string()
  .min(1, required)
  .regex(/^[A-Za-z0-9]+$/, 'app.validation.passwordPattern')
  .min(6, 'app.validation.passwordLength')
  .max(32, 'app.validation.passwordLength');

export const loginSchema = z.object({
  account: accountField,
  password: z.string().min(1, required),
});

export type LoginForm = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    account: accountField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, required),
    inviteCode: z
      .string()
      .trim()
      .min(1, required)
      .regex(/^[A-Za-z0-9]{4,16}$/, 'app.validation.inviteCodePattern'),
    agree: z.boolean().refine((ticked) => ticked, 'app.validation.agreementRequired'),
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'app.validation.passwordMismatch',
  });

export type RegisterForm = z.infer<typeof registerSchema>;

/** Field names of the server's `invalid_parameter` answer, mapped to the form's. */
export const registerFieldNames: Record<string, keyof RegisterForm> = {
  account: 'account',
  password: 'password',
  invite_code: 'inviteCode',
  agree: 'agree',
};
