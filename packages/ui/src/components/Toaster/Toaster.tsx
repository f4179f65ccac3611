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
  /**
   * How long each toast stays, in milliseconds. Unset, long enough to read it: 4 s, plus 60 ms a character over 40, at
   * most 10 s (the seed's fixed 2 s is gone before a Japanese sentence of 30 characters is read on a slow phone).
   * Hovering or focusing a toast pauses it either way.
   */
  duration?: number;
}

/** The time to read a toast's message: 4 s, and 60 ms a character beyond 40, up to 10 s. */
export function readingTime(message: string): number {
  const characters = [...message].length;
  return Math.min(10_000, 4_000 + Math.max(0, characters - 40) * 60);
}

const toneIcon = { info: 'alert', positive: 'check', critical: 'alert' } as const;

/** Controlled toasts: the app owns the list and removes an item when `onDismiss(id)` fires. */
export function Toaster({ toasts, onDismiss, duration }: ToasterProps) {
  const intl = useIntl();
  return (
    <Toast.Provider swipeDirection="up">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={duration ?? readingTime(item.message)}
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
