import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { FormError } from '../../FormError.tsx';
import * as mine from '../../mine/shared/mine.css.ts';
import { failureText } from '../shared/format.ts';
import { RecoveryCodeLink } from '../shared/parts.tsx';
import { securityCommonMessages as common } from '../shared/securityCommon.messages.ts';
import * as styles from '../shared/security.css.ts';
import { stepUpDialogMessages as m } from './StepUpDialog.messages.ts';
import type { StepUpDialogProps, StepUpPurpose } from './StepUpDialog.types.ts';

const titles = {
  withdrawal: m.titleWithdrawal,
  bank_card_add: m.titleBankCardAdd,
  bank_card_remove: m.titleBankCardRemove,
  security_change: m.titleSecurityChange,
} as const satisfies Record<StepUpPurpose, unknown>;

/**
 * The passkey check before a withdrawal, a bank-account change or a change to the sign-in factors (a fresh step-up,
 * good for minutes): what is confirmed, the button that opens the browser's passkey sheet, what went wrong and a
 * retry, and the way out for a customer who cannot use the passkey.
 */
export function StepUpDialog({
  open,
  purpose,
  detail,
  onConfirm,
  pending,
  failure,
  formError,
  onCancel,
  recoveryHref,
}: StepUpDialogProps) {
  const intl = useIntl();
  const problem = formError ?? (failure ? failureText(intl, failure) : undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
      title={intl.formatMessage(titles[purpose])}
      description={intl.formatMessage(m.text)}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button loading={pending} onClick={onConfirm}>
            {intl.formatMessage(problem ? common.tryAgain : m.confirm)}
          </Button>
        </>
      }
    >
      <div className={mine.form} aria-busy={pending || undefined}>
        {detail ? <p className={styles.address}>{detail}</p> : null}
        {problem ? <FormError>{problem}</FormError> : null}
        {pending ? (
          <p className={mine.muted} role="status">
            {intl.formatMessage(m.waiting)}
          </p>
        ) : null}
        {recoveryHref ? <RecoveryCodeLink href={recoveryHref} className={mine.muted} /> : null}
      </div>
    </Dialog>
  );
}
