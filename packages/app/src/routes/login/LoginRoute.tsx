import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, isApiError } from '@kabuto/api-client';
import { LoginScreen } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { passkeyProblem, passkeysSupported } from '../security/passkeys.ts';
import { loginSchema, type LoginForm } from './login.schema.ts';
import { useLogin, usePasskeySignIn } from './login.queries.ts';
import { holdPendingLogin, useFinishSignIn, type LoginRouteState } from './signIn.ts';

/**
 * /login/login: the password form, and "log in with a passkey" (a discoverable credential: nothing typed). A right
 * password for an account with a passkey goes on to the passkey step (or, asked for, the recovery-code step).
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state as LoginRouteState | null) ?? {};
  const login = useLogin();
  const passkey = usePasskeySignIn();
  const finish = useFinishSignIn();
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { account: state.account ?? '', password: '' },
  });
  // After a success the form stays pending until the next screen opens (the set-up prompt's check may take a moment).
  const signingIn = login.isPending || login.isSuccess;
  const passkeySigningIn = passkey.isPending || passkey.isSuccess;
  const busy = signingIn || passkeySigningIn;

  const onSubmit = handleSubmit((form) => {
    if (busy) return;
    passkey.reset();
    login.mutate(form, {
      onSuccess: (session) => void finish(session, 'password'),
      onError: (error) => {
        if (isApiError(error) && error.pendingLogin) {
          holdPendingLogin(error.pendingLogin);
          navigate(state.then === 'recovery' ? paths.loginRecovery : paths.loginPasskey);
        }
      },
    });
  });

  const onPasskeySignIn = () => {
    if (busy) return;
    login.reset();
    passkey.mutate(undefined, { onSuccess: (session) => void finish(session, 'passkey') });
  };

  const passkeyError = () => {
    const problem = passkeyProblem(passkey.error);
    return problem.formError ?? intl.formatMessage({ id: 'app.login.passkeyFailed' });
  };
  const formError =
    login.isError && !(isApiError(login.error) && login.error.pendingLogin)
      ? describeError(login.error)
      : passkey.isError
        ? passkeyError()
        : state.expired && !login.isPending && !login.isSuccess
          ? describeError(new ApiError('sign_in_expired', 422))
          : undefined;

  return (
    <LoginScreen
      accountField={bindField(register, formState.errors, intl, 'account')}
      passwordField={bindField(register, formState.errors, intl, 'password')}
      onSubmit={onSubmit}
      submitting={signingIn}
      formError={formError}
      registerHref={getHref('register')}
      {...(passkeysSupported() ? { onPasskeySignIn, passkeySigningIn } : {})}
    />
  );
}
