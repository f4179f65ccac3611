import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { PasskeySetupPromptScreen } from '@kabuto/ui';
import { bindField } from '../../app/fields.ts';
import { describeError } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { deviceName } from './deviceName.ts';
import { useRegisterPasskey } from './security.queries.ts';
import type { PasskeyForm } from './security.schema.ts';
import { useSecurityResolver } from './security.resolvers.ts';
import { passkeyProblem, passkeysSupported, securityOverviewQuery } from './passkeys.ts';

/**
 * /mine/passkeySetup: after a password sign-in, a customer without a passkey is asked to set one up (once per sign-in:
 * the sign-in comes here, nothing else does). "Set up now" registers one with a name and the password; "later"
 * goes on. Registered, the prompt offers recovery codes (/mine/security) or goes on.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const account = useSession()?.account ?? '';
  const overview = useQuery(securityOverviewQuery(account));
  const registerPasskey = useRegisterPasskey(account);
  const [registered, setRegistered] = useState(false);
  // The first answer decides: once a passkey is registered here, the overview's new count must not send us away.
  const hadPasskey = useRef<boolean | null>(null);
  if (hadPasskey.current === null && overview.data) hadPasskey.current = overview.data.passkeyCount > 0;
  const { register, handleSubmit, formState, setError } = useForm<PasskeyForm>({
    resolver: useSecurityResolver((schemas) => schemas.firstPasskeyResolver),
    defaultValues: { name: deviceName(), password: '' },
  });

  const goOn = () => navigate(paths.home, { replace: true });

  const onSubmit = handleSubmit((form) => {
    if (registerPasskey.isPending) return;
    registerPasskey.mutate(
      { name: form.name.trim(), password: form.password },
      {
        onSuccess: () => setRegistered(true),
        onError: (error) => {
          if (isApiError(error) && error.code === 'wrong_original_password') {
            setError('password', { message: describeError(error) }, { shouldFocus: true });
          }
        },
      },
    );
  });

  // Opened with a passkey already there (another tab set one up, or the address typed): nothing to ask.
  if (hadPasskey.current) return <Navigate to={paths.home} replace />;
  const error = registerPasskey.error;
  const problem =
    registerPasskey.isError && !(isApiError(error) && error.code === 'wrong_original_password')
      ? passkeyProblem(error)
      : {};

  return (
    <PasskeySetupPromptScreen
      passkeySupported={passkeysSupported()}
      passkeyRequiredForMoney={overview.data?.passkeyRequiredForMoney ?? false}
      nameField={bindField(register, formState.errors, intl, 'name')}
      passwordField={bindField(register, formState.errors, intl, 'password')}
      onSubmit={onSubmit}
      submitting={registerPasskey.isPending}
      {...problem}
      onLater={goOn}
      registered={registered}
      onContinue={goOn}
      securityHref={getHref('security')}
    />
  );
}
