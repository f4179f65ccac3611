import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as styles from './Sheet.css.ts';
import { sheetMessages } from './Sheet.messages.ts';

export const sheetSides = ['left', 'right'] as const;

export interface SheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  side?: (typeof sheetSides)[number];
  /** An element that opens the sheet (rendered as the Radix trigger). */
  trigger?: ReactNode;
  children?: ReactNode;
}

/** A modal side panel (Radix Dialog): focus trapped, Escape and the scrim close it. */
export function Sheet({ open, defaultOpen, onOpenChange, title, side = 'left', trigger, children }: SheetProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} data-side={side} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={intl.formatMessage(sheetMessages.close)}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
