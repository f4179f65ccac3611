import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { RecoveryCodeSignInScreen } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { showToast } from '../../app/toasts.ts';
import { useRecoverySignIn } from '../login/login.queries.ts';
import { pendingLogin, useFinishSignIn, type LoginRouteState } from '../login/signIn.ts';
import type { RecoveryCodeForm } from './security.schema.ts';
import { useSecurityResolver } from './security.resolvers.ts';
import { recoveryCodeText } from './security.rules.ts';

/**
 * /login/recovery: the second step with a recovery code when the passkeys are lost (the password was right). The
 * code is used up; the customer is told in the inbox and by email, and goes to /mine/security to register a new
 * passkey within the window the server allows. Reached from a step-up while signed in, it asks for the password
 * first (a recovery code only ever finishes a password sign-in).
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const finish = useFinishSignIn();
  const recover = useRecoverySignIn();
  const { register, handleSubmit, formState, setError } = useForm<RecoveryCodeForm>({
    resolver: useSecurityResolver((schemas) => schemas.recoveryCodeResolver),
    defaultValues: { code: '' },
  });
  // Read once: finishing the sign-in ends the pending login, and this screen must not then send the customer back
  // to the password form while the app goes on.
  const [login] = useState(() => pendingLogin());
  if (!login) {
    const state: LoginRouteState = session ? { account: session.account, then: 'recovery' } : {};
    return <Navigate to={paths.login} replace state={state} />;
  }

  const onSubmit = handleSubmit((form) => {
    if (recover.isPending || recover.isSuccess) return;
    recover.mutate(
      { pendingToken: login.pendingToken, code: recoveryCodeText(form.code) },
      {
        onSuccess: (recovered) => {
          showToast(intl.formatMessage({ id: 'app.security.recoverySignedIn' }), 'info');
          void finish(recovered, 'recovery');
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.code === 'sign_in_expired') {
            const state: LoginRouteState = { account: login.account, expired: true, then: 'recovery' };
            navigate(paths.login, { replace: true, state });
          } else if (error.code === 'recovery_code_invalid') {
            setError('code', { message: describeError(error) }, { shouldFocus: true });
          }
        },
      },
    );
  });
  const onField = isApiError(recover.error) && recover.error.code === 'recovery_code_invalid';

  return (
    <RecoveryCodeSignInScreen
      account={login.account}
      codeField={bindField(register, formState.errors, intl, 'code')}
      onSubmit={onSubmit}
      submitting={recover.isPending || recover.isSuccess}
      formError={recover.isError && !onField ? describeError(recover.error) : undefined}
      passkeyHref={getHref('loginPasskey')}
      loginHref={getHref('login')}
      // The support page is for signed-in customers; before signing in there is none to link.
      {...(session ? { supportHref: getHref('support') } : {})}
    />
  );
}
