import '../../app/zod-config.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
// zod/mini (tree-shaken checks), in a chunk of its own that the routes fetch as they mount (security.resolvers.ts).
import * as z from 'zod/mini';
import { recoveryCodeText } from './security.rules.ts';

// Each error is a message id; the route translates it. The rules mirror openapi.yaml (RegisterPasskeyRequest,
// RenamePasskeyRequest, PasskeyRegistrationOptionsRequest, NotificationEmailRequest, RecoverySignInRequest), which the
// server enforces too.
const required = 'app.validation.required';

/** A passkey's name: 1 to 40 characters once trimmed. */
const passkeyName = z.string().check(
  z.refine((value) => value.trim() !== '', required),
  z.refine((value) => value.trim().length <= 40, 'app.validation.passkeyName'),
);

/** The login password, asked for the first passkey; only its presence is checked here (the server verifies it). */
const loginPassword = z.string().check(z.minLength(1, required), z.maxLength(64, 'app.validation.passwordLength'));

export const passkeyNameSchema = z.object({ name: passkeyName });
export type PasskeyNameForm = z.infer<typeof passkeyNameSchema>;

/** The first passkey needs the login password; a later one does not (it asks for a step-up instead). */
export const firstPasskeySchema = z.object({ name: passkeyName, password: loginPassword });
export const nextPasskeySchema = z.object({ name: passkeyName, password: z.string() });
export type PasskeyForm = z.infer<typeof firstPasskeySchema>;

export const notificationEmailSchema = z.object({
  email: z.string().check(
    z.refine((value) => value.trim() !== '', required),
    z.refine(
      (value) => value.trim().length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()),
      'app.validation.email',
    ),
  ),
});
export type NotificationEmailForm = z.infer<typeof notificationEmailSchema>;

/** A recovery code as shown (`K7QM-2XRP-9VHT-4WCB`): sixteen letters or digits, dashes and spaces between them. */
export const recoveryCodeSchema = z.object({
  code: z.string().check(
    z.refine((value) => value.trim() !== '', required),
    z.refine((value) => {
      const code = recoveryCodeText(value);
      return /^[A-Z0-9 -]{16,32}$/.test(code) && code.replace(/[ -]/g, '').length === 16;
    }, 'app.validation.recoveryCode'),
  ),
});
export type RecoveryCodeForm = z.infer<typeof recoveryCodeSchema>;

export const passkeyNameResolver: Resolver<PasskeyNameForm> = zodResolver(passkeyNameSchema);
export const firstPasskeyResolver: Resolver<PasskeyForm> = zodResolver(firstPasskeySchema);
export const nextPasskeyResolver: Resolver<PasskeyForm> = zodResolver(nextPasskeySchema);
export const notificationEmailResolver: Resolver<NotificationEmailForm> = zodResolver(notificationEmailSchema);
export const recoveryCodeResolver: Resolver<RecoveryCodeForm> = zodResolver(recoveryCodeSchema);
