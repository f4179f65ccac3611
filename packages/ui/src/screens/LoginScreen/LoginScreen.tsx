import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { FormError } from '../FormError.tsx';
import * as styles from '../screen.css.ts';
import { loginScreenMessages } from './LoginScreen.messages.ts';
import type { LoginScreenProps } from './LoginScreen.types.ts';

export function LoginScreen({
  accountField,
  passwordField,
  onSubmit,
  submitting,
  formError,
  registerHref,
  onPasskeySignIn,
  passkeySigningIn = false,
}: LoginScreenProps) {
  const intl = useIntl();
  const busy = submitting || passkeySigningIn;
  return (
    <div className={styles.page}>
      <main className={styles.body}>
        <h1 className={styles.title}>{intl.formatMessage(loginScreenMessages.title)}</h1>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
          {formError ? <FormError>{formError}</FormError> : null}
          <TextField
            label={intl.formatMessage(loginScreenMessages.account)}
            type="tel"
            inputMode="numeric"
            // With passkeys offered, the browser may also list them in the account field's suggestions.
            autoComplete={onPasskeySignIn ? 'username webauthn' : 'username'}
            {...accountField}
          />
          <PasswordField
            label={intl.formatMessage(loginScreenMessages.password)}
            autoComplete="current-password"
            {...passwordField}
          />
          <Button type="submit" fullWidth loading={submitting} disabled={passkeySigningIn}>
            {intl.formatMessage(loginScreenMessages.submit)}
          </Button>
        </form>
        {onPasskeySignIn ? (
          <>
            <p className={styles.footnote}>{intl.formatMessage(loginScreenMessages.or)}</p>
            <Button
              variant="secondary"
              fullWidth
              loading={passkeySigningIn}
              disabled={submitting}
              onClick={onPasskeySignIn}
            >
              {intl.formatMessage(loginScreenMessages.passkey)}
            </Button>
          </>
        ) : null}
        <p className={styles.footnote}>
          {intl.formatMessage(loginScreenMessages.noAccount)}{' '}
          <a href={registerHref}>{intl.formatMessage(loginScreenMessages.register)}</a>
        </p>
      </main>
    </div>
  );
}
