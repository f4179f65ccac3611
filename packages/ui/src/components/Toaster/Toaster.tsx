import { Toast } from 'radix-ui';
import { useIntl } from 'react-intl';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as styles from './Toaster.css.ts';
import { toasterMessages } from './Toaster.messages.ts';

export const toastTones = ['info', 'positive', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastItem {
  id: string;
  /** Already translated. */
  message: string;
  tone: ToastTone;
}

export interface ToasterProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** How long each toast stays, in milliseconds (the seed: 2,000). */
  duration?: number;
}

const toneIcon = { info: 'alert', positive: 'check', critical: 'alert' } as const;

/** Controlled toasts: the app owns the list and removes an item when `onDismiss(id)` fires. */
export function Toaster({ toasts, onDismiss, duration = 2000 }: ToasterProps) {
  const intl = useIntl();
  return (
    <Toast.Provider duration={duration} swipeDirection="up">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          type={item.tone === 'critical' ? 'foreground' : 'background'}
          className={styles.toast({ tone: item.tone })}
          onOpenChange={(open) => {
            if (!open) onDismiss(item.id);
          }}
        >
          <span className={styles.icon({ tone: item.tone })}>
            <Icon name={toneIcon[item.tone]} />
          </span>
          <Toast.Description>{item.message}</Toast.Description>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className={styles.viewport}
        label={intl.formatMessage(toasterMessages.region, { hotkey: '{hotkey}' })}
      />
    </Toast.Provider>
  );
}
