import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { SimulatorBanner } from '../../../components/SimulatorBanner/SimulatorBanner.tsx';
import { sectionLabel } from '../adminTerms.ts';
import * as styles from './AdminShell.css.ts';
import { adminShellMessages } from './AdminShell.messages.ts';
import type { AdminShellProps } from './AdminShell.types.ts';

/** The operator console's own chrome: site title, the sections that exist, the operator and sign-out. */
export function AdminShell({
  title,
  sections,
  active,
  operator,
  onSignOut,
  signingOut = false,
  simulator = true,
  children,
}: AdminShellProps) {
  const intl = useIntl();
  const mainId = useId();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href={`#${mainId}`}>
        {intl.formatMessage(adminShellMessages.skipToContent)}
      </a>
      {simulator ? <SimulatorBanner /> : null}
      <header className={styles.top}>
        <div className={styles.brand}>
          <span className={styles.brandTitle}>{title}</span>
          <span className={styles.brandSub}>{intl.formatMessage(adminShellMessages.console)}</span>
        </div>
        <div className={styles.operator}>
          <div className={styles.operatorText}>
            <span className={styles.operatorLabel}>{intl.formatMessage(adminShellMessages.signedInAs)}</span>
            <span className={styles.operatorName}>
              {operator.displayName} · {operator.account}
            </span>
          </div>
          <Button variant="secondary" size="sm" onClick={onSignOut} loading={signingOut}>
            {intl.formatMessage(adminShellMessages.signOut)}
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={intl.formatMessage(adminShellMessages.navigation)}>
          <ul className={styles.navList}>
            {sections.map((section) => (
              <li key={section.key}>
                <a
                  className={styles.navLink}
                  href={section.href}
                  aria-current={section.key === active ? 'page' : undefined}
                >
                  {sectionLabel(intl, section.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className={styles.main} id={mainId} tabIndex={-1}>
          <div className={styles.mainInner}>{children}</div>
        </main>
      </div>
    </div>
  );
}
