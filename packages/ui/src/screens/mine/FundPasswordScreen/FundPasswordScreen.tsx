import { useIntl } from 'react-intl';
import { button as buttonStyles } from '../../../components/Button/Button.css.ts';
import { MineFrame } from '../shared/MineFrame.tsx';
import * as styles from '../shared/mine.css.ts';
import { PasswordDone, PasswordForm } from '../shared/PasswordForm.tsx';
import { fundPasswordScreenMessages as m } from './FundPasswordScreen.messages.ts';
import type { FundPasswordScreenProps } from './FundPasswordScreen.types.ts';

/** Set the fund password (first time) or change it. */
export function FundPasswordScreen({
  shell,
  status,
  onRetry,
  mode,
  currentField,
  newField,
  confirmField,
  onSubmit,
  submitting,
  formError,
  done = false,
  doneHref,
  supportHref,
}: FundPasswordScreenProps) {
  const intl = useIntl();
  const setting = mode === 'set';
  return (
    <MineFrame shell={shell} status={status} onRetry={onRetry} skeletonCards={1}>
      {done ? (
        <PasswordDone
          title={intl.formatMessage(setting ? m.doneSet : m.doneChange)}
          text={intl.formatMessage(m.doneText)}
          action={
            <a className={buttonStyles({ fullWidth: true })} href={doneHref}>
              {intl.formatMessage(m.back)}
            </a>
          }
        />
      ) : (
        <PasswordForm
          intro={intl.formatMessage(setting ? m.introSet : m.introChange)}
          fields={[
            {
              label: intl.formatMessage(setting ? m.loginPassword : m.current),
              autoComplete: 'current-password',
              binding: currentField,
            },
            {
              label: intl.formatMessage(m.new),
              hint: intl.formatMessage(m.newHint),
              autoComplete: 'new-password',
              binding: newField,
            },
            { label: intl.formatMessage(m.confirm), autoComplete: 'new-password', binding: confirmField },
          ]}
          submitLabel={intl.formatMessage(setting ? m.submitSet : m.submitChange)}
          onSubmit={onSubmit}
          submitting={submitting}
          formError={formError}
          footer={
            setting ? null : (
              <p className={styles.muted}>
                <a href={supportHref}>{intl.formatMessage(m.forgotten)}</a>
              </p>
            )
          }
        />
      )}
    </MineFrame>
  );
}
