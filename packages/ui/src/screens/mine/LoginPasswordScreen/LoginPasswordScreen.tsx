import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { PasswordDone, PasswordForm } from '../shared/PasswordForm.tsx';
import { loginPasswordScreenMessages as m } from './LoginPasswordScreen.messages.ts';
import type { LoginPasswordScreenProps } from './LoginPasswordScreen.types.ts';

/** Change the login password: current, new and confirm; afterwards every session ends and the user logs in again. */
export function LoginPasswordScreen({
  shell,
  currentPasswordField,
  newPasswordField,
  confirmPasswordField,
  onSubmit,
  submitting,
  formError,
  done = false,
  onLoginAgain,
  loggingOut = false,
}: LoginPasswordScreenProps) {
  const intl = useIntl();
  return (
    <AppShell {...shell}>
      {done ? (
        <PasswordDone
          title={intl.formatMessage(m.doneTitle)}
          text={intl.formatMessage(m.doneText)}
          action={
            <Button fullWidth onClick={onLoginAgain} loading={loggingOut}>
              {intl.formatMessage(m.loginAgain)}
            </Button>
          }
        />
      ) : (
        <PasswordForm
          intro={intl.formatMessage(m.intro)}
          fields={[
            { label: intl.formatMessage(m.current), autoComplete: 'current-password', binding: currentPasswordField },
            {
              label: intl.formatMessage(m.new),
              hint: intl.formatMessage(m.newHint),
              autoComplete: 'new-password',
              binding: newPasswordField,
            },
            { label: intl.formatMessage(m.confirm), autoComplete: 'new-password', binding: confirmPasswordField },
          ]}
          submitLabel={intl.formatMessage(m.submit)}
          onSubmit={onSubmit}
          submitting={submitting}
          formError={formError}
        />
      )}
    </AppShell>
  );
}
