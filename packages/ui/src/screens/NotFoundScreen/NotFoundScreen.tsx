import { useIntl } from 'react-intl';
import { buttonStyles } from '../../components/Button/index.ts';
import * as styles from '../screen.css.ts';
import { notFoundScreenMessages } from './NotFoundScreen.messages.ts';
import type { NotFoundScreenProps } from './NotFoundScreen.types.ts';

export function NotFoundScreen({ homeHref }: NotFoundScreenProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <main className={[styles.body, styles.centred].join(' ')}>
        <h1 className={styles.title}>{intl.formatMessage(notFoundScreenMessages.title)}</h1>
        <p className={styles.footnote}>{intl.formatMessage(notFoundScreenMessages.description)}</p>
        <a className={buttonStyles({ variant: 'primary', fullWidth: true })} href={homeHref}>
          {intl.formatMessage(notFoundScreenMessages.home)}
        </a>
      </main>
    </div>
  );
}
