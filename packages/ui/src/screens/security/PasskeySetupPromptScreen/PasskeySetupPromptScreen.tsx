import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyles } from '../../../components/Button/Button.css.ts';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import * as page from '../../screen.css.ts';
import * as funding from '../../funding/shared/funding.css.ts';
import { failureText } from '../shared/format.ts';
import { Notice, WhyPasskeys } from '../shared/parts.tsx';
import * as styles from '../shared/security.css.ts';
import { passkeySetupPromptScreenMessages as m } from './PasskeySetupPromptScreen.messages.ts';
import type { PasskeySetupPromptScreenProps } from './PasskeySetupPromptScreen.types.ts';

/**
 * After sign-in, for a customer without a passkey: why, a short form (a name and the password) to set one up now,
 * or "later" with what later means (password sign-in goes on; money waits for a passkey). Once registered, it
 * suggests recovery codes and goes on.
 */
export function PasskeySetupPromptScreen(props: PasskeySetupPromptScreenProps) {
  const intl = useIntl();
  const { passkeySupported, submitting } = props;
  if (props.registered) {
    return (
      <div className={page.page}>
        <main className={page.body}>
          <span className={styles.mark}>
            <Icon name="check" />
          </span>
          <h1 className={page.title}>{intl.formatMessage(m.doneTitle)}</h1>
          <p className={styles.lead}>{intl.formatMessage(m.doneText)}</p>
          <div className={page.actions}>
            <Button fullWidth onClick={props.onContinue}>
              {intl.formatMessage(m.continue)}
            </Button>
            <a className={buttonStyles({ variant: 'secondary', fullWidth: true })} href={props.securityHref}>
              {intl.formatMessage(m.recoveryLink)}
            </a>
          </div>
        </main>
      </div>
    );
  }
  const problem = props.formError ?? (props.failure ? failureText(intl, props.failure) : undefined);
  return (
    <div className={page.page}>
      <main className={page.body}>
        <span className={styles.mark}>
          <Icon name="user" />
        </span>
        <h1 className={page.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
        <WhyPasskeys required={props.passkeyRequiredForMoney} />
        {passkeySupported ? (
          <form className={page.form} onSubmit={props.onSubmit} noValidate aria-busy={submitting || undefined}>
            {problem ? <FormError>{problem}</FormError> : null}
            <TextField
              label={intl.formatMessage(m.nameLabel)}
              hint={intl.formatMessage(m.nameHint)}
              autoComplete="off"
              maxLength={40}
              {...props.nameField}
            />
            <PasswordField
              label={intl.formatMessage(m.passwordLabel)}
              autoComplete="current-password"
              {...props.passwordField}
            />
            <div className={page.actions}>
              <Button type="submit" fullWidth loading={submitting}>
                {intl.formatMessage(m.setUpNow)}
              </Button>
              <Button variant="ghost" fullWidth disabled={submitting} onClick={props.onLater}>
                {intl.formatMessage(m.later)}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <Notice tone="warning" icon="alert" role="note">
              <p className={funding.noticeText}>{intl.formatMessage(m.unsupported)}</p>
            </Notice>
            <Button variant="secondary" fullWidth onClick={props.onLater}>
              {intl.formatMessage(m.later)}
            </Button>
          </>
        )}
        <Notice
          tone="info"
          icon="clock"
          title={<span id="passkey-later">{intl.formatMessage(m.laterHeading)}</span>}
          role="note"
          labelledBy="passkey-later"
        >
          <ul className={funding.noticeList}>
            <li>{intl.formatMessage(m.laterSignIn)}</li>
            {props.passkeyRequiredForMoney ? <li>{intl.formatMessage(m.laterMoney)}</li> : null}
            <li>{intl.formatMessage(m.laterWhere)}</li>
          </ul>
        </Notice>
      </main>
    </div>
  );
}
