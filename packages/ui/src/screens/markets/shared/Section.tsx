import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import * as styles from './markets.css.ts';
import { marketsCommonMessages as m } from './markets.messages.ts';

/** A titled region with an optional "more" link naming what it leads to. */
export function Section({ title, moreHref, children }: { title: string; moreHref?: string; children: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {moreHref ? (
          <a className={styles.moreLink} href={moreHref}>
            {intl.formatMessage(m.more)}
            <span className={visuallyHidden}>: {title}</span>
            <Icon name="chevronRight" small />
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}
