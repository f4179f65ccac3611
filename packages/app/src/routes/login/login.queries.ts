import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { saveSession } from '../../app/session.ts';
import type { LoginForm, RegisterForm } from './login.schema.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (form: LoginForm) => api.post('/user/login', { account: form.account, password: form.password }),
    onSuccess: (session) => saveSession({ token: session.token, account: session.account }),
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
