import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { assertPasskey } from '../security/passkeys.ts';
import type { LoginForm, RegisterForm } from './login.schema.ts';

/**
 * The password step. An account without a passkey gets its session; one with a passkey is refused with 403
 * `passkey_sign_in_required` and the pending login (`ApiError.pendingLogin`) for the second step.
 */
export function useLogin() {
  return useMutation({
    mutationFn: (form: LoginForm) => api.post('/user/login', { account: form.account, password: form.password }),
    meta: { handlesErrors: true },
  });
}

/** Signs in with a passkey alone: a discoverable credential, no account typed (the session names the account). */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: async () => {
      const options = await api.post('/security/signIn/passkeyOptions');
      const credential = await assertPasskey(options);
      return api.post('/security/signIn/passkey', { credential });
    },
    meta: { handlesErrors: true },
  });
}

/** The second step after a right password: the passkey, against the pending login. */
export function useSecondFactorSignIn() {
  return useMutation({
    mutationFn: async (pendingToken: string) => {
      const options = await api.post('/security/signIn/secondFactorOptions', { pending_token: pendingToken });
      const credential = await assertPasskey(options);
      return api.post('/security/signIn/secondFactor', { pending_token: pendingToken, credential });
    },
    meta: { handlesErrors: true },
  });
}

/** The second step with a recovery code instead of the lost passkey (the code is used up). */
export function useRecoverySignIn() {
  return useMutation({
    mutationFn: (form: { pendingToken: string; code: string }) =>
      api.post('/security/signIn/recovery', { pending_token: form.pendingToken, code: form.code }),
    meta: { handlesErrors: true },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (form: RegisterForm) =>
      api.post('/user/register', {
        account: form.account,
        password: form.password,
        invite_code: form.inviteCode,
        agree: '1',
      }),
    meta: { handlesErrors: true },
  });
}
