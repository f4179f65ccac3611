import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { PasskeySignInStepScreen } from '@kabuto/ui';
import { getHref, paths } from '../../app/paths.ts';
import { useSecondFactorSignIn } from '../login/login.queries.ts';
import { pendingLogin, useFinishSignIn, type LoginRouteState } from '../login/signIn.ts';
import { passkeyProblem } from './passkeys.ts';

/**
 * /login/passkey: the second step after a right password for an account with a passkey: the browser's passkey sheet,
 * then the session. Without a pending login (a reload, or its five minutes ran out) it starts again at the password.
 */
export function Component() {
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const step = useSecondFactorSignIn();
  // Read once: finishing the sign-in ends the pending login, and this screen must not then send the customer back
  // to the password form while the app goes on.
  const [login] = useState(() => pendingLogin());
  if (!login) return <Navigate to={paths.login} replace />;

  const onConfirm = () => {
    if (step.isPending || step.isSuccess) return;
    step.mutate(login.pendingToken, {
      onSuccess: (session) => void finish(session, 'passkey'),
      onError: (error) => {
        if (isApiError(error) && error.code === 'sign_in_expired') {
          const state: LoginRouteState = { account: login.account, expired: true };
          navigate(paths.login, { replace: true, state });
        }
      },
    });
  };

  return (
    <PasskeySignInStepScreen
      account={login.account}
      onConfirm={onConfirm}
      pending={step.isPending || step.isSuccess}
      {...(step.isError ? passkeyProblem(step.error) : {})}
      recoveryHref={getHref('loginRecovery')}
      loginHref={getHref('login')}
    />
  );
}
