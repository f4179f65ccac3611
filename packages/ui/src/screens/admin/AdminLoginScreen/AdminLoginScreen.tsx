import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { SimulatorBanner } from '../../../components/SimulatorBanner/SimulatorBanner.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { FormError } from '../../FormError.tsx';
import * as screenStyles from '../../screen.css.ts';
import * as styles from '../admin.css.ts';
import { adminShellMessages } from '../AdminShell/AdminShell.messages.ts';
import { adminLoginScreenMessages } from './AdminLoginScreen.messages.ts';
import type { AdminLoginScreenProps } from './AdminLoginScreen.types.ts';

/** Operator sign-in: the same login call as users; the console then checks the account is an operator. */
export function AdminLoginScreen({
  title,
  accountField,
  passwordField,
  onSubmit,
  submitting,
  formError,
  notice,
  appHref,
}: AdminLoginScreenProps) {
  const intl = useIntl();
  return (
    <div className={screenStyles.page}>
      <SimulatorBanner />
      <main className={screenStyles.body}>
        <div className={screenStyles.brand}>
          <span className={styles.lead}>
            {title} · {intl.formatMessage(adminShellMessages.console)}
          </span>
          <h1 className={screenStyles.title}>{intl.formatMessage(adminLoginScreenMessages.title)}</h1>
        </div>
        <p className={styles.lead}>{intl.formatMessage(adminLoginScreenMessages.lead)}</p>
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        <form className={screenStyles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
          {formError ? <FormError>{formError}</FormError> : null}
          <TextField
            label={intl.formatMessage(adminLoginScreenMessages.account)}
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            {...accountField}
          />
          <PasswordField
            label={intl.formatMessage(adminLoginScreenMessages.password)}
            autoComplete="current-password"
            {...passwordField}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {intl.formatMessage(adminLoginScreenMessages.submit)}
          </Button>
        </form>
        <p className={screenStyles.footnote}>
          <a href={appHref}>{intl.formatMessage(adminLoginScreenMessages.backToApp)}</a>
        </p>
      </main>
    </div>
  );
}
