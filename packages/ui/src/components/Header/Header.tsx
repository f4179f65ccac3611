import { useIntl } from 'react-intl';
import { iconAction } from '../../internal/chrome.css.ts';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as styles from './Header.css.ts';
import { headerMessages } from './Header.messages.ts';

export interface HeaderLink {
  href: string;
  /** Already translated. */
  label: string;
}

export interface HeaderProps {
  title: string;
  /** Back as a link (e.g. "#/home/index") or as a handler (history back). Omit for no back control. */
  backHref?: string;
  onBack?: () => void;
  /** Optional add/order shortcut. */
  action?: HeaderLink;
  /** Optional subscription-records shortcut. */
  recordsHref?: string;
}

/** The page header: back, title (the page's h1), optional shortcuts. */
export function Header({ title, backHref, onBack, action, recordsHref }: HeaderProps) {
  const intl = useIntl();
  const backLabel = intl.formatMessage(headerMessages.back);
  return (
    <div className={styles.header}>
      <div className={styles.start}>
        {backHref !== undefined ? (
          <a className={iconAction} href={backHref} aria-label={backLabel}>
            <Icon name="back" />
          </a>
        ) : onBack ? (
          <button type="button" className={iconAction} onClick={onBack} aria-label={backLabel}>
            <Icon name="back" />
          </button>
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>
        {recordsHref ? (
          <a className={iconAction} href={recordsHref} aria-label={intl.formatMessage(headerMessages.records)}>
            <Icon name="records" />
          </a>
        ) : null}
        {action ? (
          <a className={iconAction} href={action.href}>
            {action.label}
          </a>
        ) : null}
      </div>
    </div>
  );
}
