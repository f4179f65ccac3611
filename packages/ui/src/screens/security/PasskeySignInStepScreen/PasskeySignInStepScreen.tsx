import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { FormError } from '../../FormError.tsx';
import { formatWith } from '../../mine/shared/format.ts';
import * as page from '../../screen.css.ts';
import { failureText } from '../shared/format.ts';
import { RecoveryCodeLink } from '../shared/parts.tsx';
import { securityCommonMessages as common } from '../shared/securityCommon.messages.ts';
import * as styles from '../shared/security.css.ts';
import { passkeySignInStepScreenMessages as m } from './PasskeySignInStepScreen.messages.ts';
import type { PasskeySignInStepScreenProps } from './PasskeySignInStepScreen.types.ts';

/**
 * Signing in, second step: the password was right and the account has a passkey, so the sign-in finishes with it.
 * A customer who lost their passkeys goes on with a recovery code instead.
 */
export function PasskeySignInStepScreen({
  account,
  onConfirm,
  pending,
  failure,
  formError,
  recoveryHref,
  loginHref,
}: PasskeySignInStepScreenProps) {
  const intl = useIntl();
  const problem = formError ?? (failure ? failureText(intl, failure) : undefined);
  return (
    <div className={page.page}>
      <main className={page.body} aria-busy={pending || undefined}>
        <span className={styles.mark}>
          <Icon name="user" />
        </span>
        <h1 className={page.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
        <p className={styles.address}>{formatWith(intl, m.account, { account })}</p>
        {problem ? <FormError>{problem}</FormError> : null}
        <Button fullWidth loading={pending} onClick={onConfirm}>
          {intl.formatMessage(problem ? common.tryAgain : m.confirm)}
        </Button>
        {pending ? (
          <p className={page.footnote} role="status">
            {intl.formatMessage(m.waiting)}
          </p>
        ) : null}
        <RecoveryCodeLink href={recoveryHref} className={page.footnote} />
        <p className={page.footnote}>
          <a href={loginHref}>{intl.formatMessage(m.otherAccount)}</a>
        </p>
      </main>
    </div>
  );
}
