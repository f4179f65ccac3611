import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { FormError } from '../FormError.tsx';
import * as styles from '../screen.css.ts';
import { registerAgreeMessages, registerScreenMessages } from './RegisterScreen.messages.ts';
import type { RegisterScreenProps } from './RegisterScreen.types.ts';

export function RegisterScreen({
  accountField,
  passwordField,
  confirmPasswordField,
  inviteCodeField,
  agreeField,
  onSubmit,
  submitting,
  formError,
  loginHref,
  agreementHref,
}: RegisterScreenProps) {
  const intl = useIntl();
  const m = registerScreenMessages;
  return (
    <div className={styles.page}>
      <main className={styles.body}>
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
          {formError ? <FormError>{formError}</FormError> : null}
          <TextField
            label={intl.formatMessage(m.account)}
            hint={intl.formatMessage(m.accountHint)}
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            maxLength={10}
            {...accountField}
          />
          <PasswordField
            label={intl.formatMessage(m.password)}
            hint={intl.formatMessage(m.passwordHint)}
            autoComplete="new-password"
            maxLength={32}
            {...passwordField}
          />
          <PasswordField
            label={intl.formatMessage(m.confirmPassword)}
            autoComplete="new-password"
            maxLength={32}
            {...confirmPasswordField}
          />
          <TextField
            label={intl.formatMessage(m.inviteCode)}
            autoComplete="off"
            autoCapitalize="characters"
            {...inviteCodeField}
          />
          <Checkbox
            label={intl.formatMessage(registerAgreeMessages.agree, {
              link: (chunks: ReactNode[]) => (
                <a href={agreementHref} target="_blank" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            })}
            {...agreeField}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </form>
        <p className={styles.footnote}>
          {intl.formatMessage(m.haveAccount)} <a href={loginHref}>{intl.formatMessage(m.login)}</a>
        </p>
      </main>
    </div>
  );
}
