import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { FormError } from '../../FormError.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as page from '../../screen.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { Notice } from '../shared/parts.tsx';
import * as styles from '../shared/security.css.ts';
import {
  recoveryCodeSignInLinkMessages,
  recoveryCodeSignInScreenMessages as m,
} from './RecoveryCodeSignInScreen.messages.ts';
import type { RecoveryCodeSignInScreenProps } from './RecoveryCodeSignInScreen.types.ts';

/**
 * Sign in with a recovery code (the passkeys are lost): the account, one code, and what comes after (15 minutes to
 * add a passkey and remove the lost ones, no withdrawal until then, an alert).
 */
export function RecoveryCodeSignInScreen({
  account,
  codeField,
  onSubmit,
  submitting,
  formError,
  passkeyHref,
  loginHref,
  supportHref,
}: RecoveryCodeSignInScreenProps) {
  const intl = useIntl();
  return (
    <div className={page.page}>
      <main className={page.body}>
        <h1 className={page.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
        <p className={styles.address}>{formatWith(intl, m.account, { account })}</p>
        <form className={page.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
          {formError ? <FormError>{formError}</FormError> : null}
          <TextField
            label={intl.formatMessage(m.codeLabel)}
            hint={intl.formatMessage(m.codeHint)}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            {...codeField}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </form>
        <Notice
          tone="info"
          icon="alert"
          title={<span id="recovery-after">{intl.formatMessage(m.afterHeading)}</span>}
          role="note"
          labelledBy="recovery-after"
        >
          <ul className={funding.noticeList}>
            <li>{intl.formatMessage(m.afterPasskey)}</li>
            <li>{intl.formatMessage(m.afterMoney)}</li>
            <li>{intl.formatMessage(m.afterAlert)}</li>
          </ul>
        </Notice>
        <p className={page.footnote}>
          <a href={passkeyHref}>{intl.formatMessage(m.usePasskey)}</a>
        </p>
        <p className={page.footnote}>
          <a href={loginHref}>{intl.formatMessage(m.startAgain)}</a>
        </p>
        {supportHref ? (
          <p className={page.footnote}>
            {intl.formatMessage(recoveryCodeSignInLinkMessages.noCodes, {
              link: (chunks: ReactNode[]) => <a href={supportHref}>{chunks}</a>,
            })}
          </p>
        ) : null}
      </main>
    </div>
  );
}
