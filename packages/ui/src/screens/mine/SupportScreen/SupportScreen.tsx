import { useIntl } from 'react-intl';
import { button as buttonStyles } from '../../../components/Button/Button.css.ts';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import { formatWith } from '../shared/format.ts';
import { MineFrame } from '../shared/MineFrame.tsx';
import * as styles from '../shared/mine.css.ts';
import { supportScreenMessages as m } from './SupportScreen.messages.ts';
import type { SupportScreenProps } from './SupportScreen.types.ts';

/** Customer service: the anti-scam notice first, then the support link from config and its hours. */
export function SupportScreen({ shell, status, onRetry, support }: SupportScreenProps) {
  const intl = useIntl();
  return (
    <MineFrame
      shell={shell}
      status={status === 'ready' && !support ? 'loading' : status}
      onRetry={onRetry}
      skeletonCards={2}
    >
      {support ? (
        <>
          <section className={styles.warning} aria-labelledby="support-notice">
            <h2 id="support-notice" className={styles.cardTitle}>
              {intl.formatMessage(m.noticeTitle)}
            </h2>
            <p className={styles.paragraph}>{intl.formatMessage(m.noticeLead)}</p>
            <ul className={styles.paragraph}>
              {support.notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
            <p className={styles.paragraph}>{intl.formatMessage(m.noticeAction)}</p>
          </section>
          <section className={styles.card} aria-labelledby="support-contact">
            <h2 id="support-contact" className={styles.cardTitle}>
              {intl.formatMessage(m.contact)}
            </h2>
            <p className={styles.muted}>{formatWith(intl, m.hours, { hours: support.hours })}</p>
            {support.kefuHref ? (
              <a
                className={buttonStyles({ fullWidth: true })}
                href={support.kefuHref}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="headset" small />
                {intl.formatMessage(m.open)}
                <span className={visuallyHidden}>{intl.formatMessage(m.newTab)}</span>
              </a>
            ) : (
              <p className={styles.notice} role="alert">
                <Icon name="alert" small />
                <span>{intl.formatMessage(m.unavailable)}</span>
              </p>
            )}
          </section>
        </>
      ) : null}
    </MineFrame>
  );
}
