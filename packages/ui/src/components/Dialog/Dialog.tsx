import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as styles from './Dialog.css.ts';
import { dialogMessages } from './Dialog.messages.ts';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  /** Optional supporting text, announced as the dialog's description. */
  description?: ReactNode;
  /** An element that opens the dialog (rendered as the Radix trigger). */
  trigger?: ReactNode;
  /** Actions at the bottom (typically Buttons); wrap them in `DialogClose` to close on click. */
  footer?: ReactNode;
  /** Hide the corner close button (Escape still closes). */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

/** Closes the surrounding Dialog when its child is clicked. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/** A centred modal dialog (Radix Dialog): focus trapped, Escape and the scrim close it, fits 360 px screens. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  footer,
  hideCloseButton = false,
  children,
}: DialogProps) {
  const intl = useIntl();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={styles.header}>
            <div className={styles.headings}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
              ) : null}
            </div>
            {hideCloseButton ? null : (
              <RadixDialog.Close className={styles.close} aria-label={intl.formatMessage(dialogMessages.close)}>
                <Icon name="close" />
              </RadixDialog.Close>
            )}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
