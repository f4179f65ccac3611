import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Button } from '../Button/Button.tsx';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import * as styles from './ConfirmDialog.css.ts';
import { confirmDialogMessages } from './ConfirmDialog.messages.ts';

export const confirmDialogTones = ['neutral', 'critical'] as const;

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Heading and accessible name. */
  title: ReactNode;
  /** The question asked; the dialog's accessible description. */
  message: ReactNode;
  /**
   * What is being confirmed, under the question: an order's figures, a refusal to retry. Not a form (use Dialog
   * for that).
   */
  details?: ReactNode;
  /** Defaults to 確定する / its translation. */
  confirmLabel?: ReactNode;
  /** Defaults to キャンセル / its translation. */
  cancelLabel?: ReactNode;
  /** `critical` for destructive or irreversible actions: a warning icon and a critical confirm button. */
  tone?: (typeof confirmDialogTones)[number];
  /**
   * Called on confirm. The dialog closes afterwards unless `pending` is set; a returned promise keeps it
   * pending until it settles (it stays open if the promise rejects).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Work in progress: both buttons disabled, confirm shows a spinner, Escape is ignored. */
  pending?: boolean;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
}

/** A yes/no question before an important action (Radix AlertDialog): focus starts on cancel. */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  message,
  details,
  confirmLabel,
  cancelLabel,
  tone = 'neutral',
  onConfirm,
  pending: pendingProp = false,
  trigger,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [running, setRunning] = useState(false);
  const open = openProp ?? uncontrolledOpen;
  const pending = pendingProp || running;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next && pending) return;
    setOpen(next);
  };

  const handleConfirm = async () => {
    const result = onConfirm();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setRunning(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // stay open so the caller can show the error
      } finally {
        setRunning(false);
      }
    } else if (!pendingProp) {
      setOpen(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content} aria-busy={pending || undefined}>
          <div className={dialogStyles.header}>
            <div className={dialogStyles.headings}>
              <AlertDialog.Title className={`${dialogStyles.title} ${styles.titleRow}`}>
                {tone === 'critical' ? (
                  <span className={styles.titleIcon}>
                    <Icon name="alert" />
                  </span>
                ) : null}
                <span>{title}</span>
              </AlertDialog.Title>
            </div>
          </div>
          <div className={dialogStyles.body}>
            <AlertDialog.Description className={styles.message}>{message}</AlertDialog.Description>
            {details ? <div className={styles.details}>{details}</div> : null}
          </div>
          <div className={dialogStyles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? intl.formatMessage(confirmDialogMessages.cancel)}
              </Button>
            </AlertDialog.Cancel>
            <Button
              className={tone === 'critical' ? styles.critical : undefined}
              loading={pending}
              onClick={() => void handleConfirm()}
            >
              {confirmLabel ?? intl.formatMessage(confirmDialogMessages.confirm)}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
