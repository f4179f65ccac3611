import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { statusBadge } from '../../../components/StatusBadge/StatusBadge.css.ts';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { adminCommonMessages } from '../internal/adminCommon.messages.ts';
import {
  FactorResetDecisionPanel,
  FactorResetDetails,
  FactorResetRequestForm,
} from '../internal/factorReset/parts.tsx';
import { formatDateTime } from '../internal/format.ts';
import * as own from '../internal/review/review.css.ts';
import { adminUserSecurityMessages as m, adminUserSecurityValueMessages as mv } from './AdminUserSecurity.messages.ts';
import type { AdminSignInRow, AdminUserFactorsView, AdminUserSecurityProps } from './AdminUserSecurity.types.ts';

function known<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}

const methods = { password: m.methodPassword, passkey: m.methodPasskey, recovery: m.methodRecovery } as const;
const outcomes = {
  success: { message: m.outcomeSuccess, tone: 'positive' },
  second_factor_required: { message: m.outcomeSecondFactor, tone: 'info' },
  wrong_password: { message: m.outcomeWrongPassword, tone: 'critical' },
  passkey_failed: { message: m.outcomePasskeyFailed, tone: 'critical' },
  recovery_code_failed: { message: m.outcomeRecoveryFailed, tone: 'critical' },
  account_restricted: { message: m.outcomeRestricted, tone: 'warning' },
} as const satisfies Record<string, { message: unknown; tone: BadgeTone }>;

function Badge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span className={statusBadge({ tone })} data-tone={tone}>
      {tone === 'positive' ? <Icon name="check" small /> : null}
      {tone === 'critical' ? <Icon name="alert" small /> : null}
      {tone === 'warning' ? <Icon name="clock" small /> : null}
      {tone === 'info' ? <span aria-hidden="true">●</span> : null}
      {children}
    </span>
  );
}

function browserOf(intl: IntlShape, row: { browser: string | null; os: string | null }): string {
  return [row.browser, row.os].filter(Boolean).join(' / ') || intl.formatMessage(m.unknownBrowser);
}

function Factors({ factors }: { factors: AdminUserFactorsView }) {
  const intl = useIntl();
  const never = intl.formatMessage(adminCommonMessages.never);
  return (
    <>
      <h3 className={own.partTitle}>{intl.formatMessage(m.passkeys)}</h3>
      {factors.passkeys.length === 0 ? (
        <p className={styles.lead}>{intl.formatMessage(m.noPasskeys)}</p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(m.passkeys)}>
          {factors.passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.row}>
              <span className={styles.rowLine}>
                <span className={styles.rowTitle}>{passkey.name}</span>
                {passkey.multiDevice ? <Badge tone="neutral">{intl.formatMessage(m.synced)}</Badge> : null}
              </span>
              <span className={styles.meta}>
                {intl.formatMessage(mv.passkeyMeta, {
                  created: formatDateTime(intl, passkey.createdAt),
                  used: passkey.lastUsedAt ? formatDateTime(intl, passkey.lastUsedAt) : never,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <KeyValueList
        items={[
          {
            id: 'recovery',
            label: intl.formatMessage(m.recoveryCodes),
            value: factors.recoveryCodesGeneratedAt
              ? intl.formatMessage(mv.recoveryLeft, {
                  count: factors.recoveryCodesLeft,
                  time: formatDateTime(intl, factors.recoveryCodesGeneratedAt),
                })
              : intl.formatMessage(adminCommonMessages.notSet),
          },
          {
            id: 'email',
            label: intl.formatMessage(m.notificationEmail),
            value: factors.notificationEmail ?? intl.formatMessage(adminCommonMessages.notSet),
          },
        ]}
      />
    </>
  );
}

function SignIn({ row }: { row: AdminSignInRow }) {
  const intl = useIntl();
  const outcome = known(outcomes, row.outcome) ? outcomes[row.outcome] : undefined;
  return (
    <li className={styles.row}>
      <span className={styles.rowLine}>
        <time className={styles.rowTitle} dateTime={row.time}>
          {formatDateTime(intl, row.time)}
        </time>
        <Badge tone={outcome?.tone ?? 'neutral'}>{outcome ? intl.formatMessage(outcome.message) : row.outcome}</Badge>
      </span>
      <span className={styles.meta}>
        <span>
          {intl.formatMessage(mv.signInMeta, {
            method: known(methods, row.method) ? intl.formatMessage(methods[row.method]) : row.method,
            browser: browserOf(intl, row),
            ip: row.ipAddress,
          })}
        </span>
        {row.newBrowser ? <Badge tone="info">{intl.formatMessage(m.newBrowser)}</Badge> : null}
      </span>
      <span className={styles.mono}>{row.userAgent}</span>
    </li>
  );
}

function Reset({ props, factors }: { props: AdminUserSecurityProps; factors: AdminUserFactorsView }) {
  const intl = useIntl();
  const pending = factors.pendingReset;
  return (
    <>
      <h3 className={own.partTitle}>{intl.formatMessage(m.reset)}</h3>
      <p className={styles.lead}>{intl.formatMessage(m.resetLead)}</p>
      {pending ? (
        <div className={own.review}>
          <FactorResetDetails reset={pending} />
          {props.resetDecision && props.resetDecision.resetId === pending.id ? (
            <FactorResetDecisionPanel
              reset={pending}
              decision={props.resetDecision}
              operatorAccount={props.operatorAccount}
            />
          ) : null}
        </div>
      ) : props.resetRequest ? (
        <FactorResetRequestForm request={props.resetRequest} />
      ) : (
        <div className={styles.toolbarActions}>
          <Button variant="secondary" onClick={props.onRequestReset}>
            {intl.formatMessage(m.requestReset)}
          </Button>
        </div>
      )}
      {props.factorResetsHref ? <a href={props.factorResetsHref}>{intl.formatMessage(m.allResets)}</a> : null}
    </>
  );
}

/**
 * A customer's sign-in factors on their page in the console: passkeys (names, added, last used), recovery codes
 * left, the alert e-mail, the sign-in history, and the factor reset — requested by one operator after identifying the
 * customer, approved by another.
 */
export function AdminUserSecurity(props: AdminUserSecurityProps) {
  const intl = useIntl();
  const { status, factors, signIns } = props;
  return (
    <section className={styles.section} aria-labelledby="admin-user-security">
      <h2 id="admin-user-security" className={styles.sectionTitle}>
        {intl.formatMessage(m.heading)}
      </h2>
      {status === 'ready' && factors ? (
        <>
          <Factors factors={factors} />
          <Reset props={props} factors={factors} />
        </>
      ) : status === 'error' ? (
        <ErrorState onRetry={props.onRetry} />
      ) : (
        <div
          className={styles.skeletonRows}
          role="status"
          aria-busy="true"
          aria-label={intl.formatMessage(adminCommonMessages.loading)}
        >
          <Skeleton height="block" />
        </div>
      )}
      <h3 className={own.partTitle}>{intl.formatMessage(m.signIns)}</h3>
      <AdminListBody
        status={signIns.status}
        count={signIns.items.length}
        onRetry={signIns.onRetry}
        emptyTitle={intl.formatMessage(m.signInsEmpty)}
        rows={2}
      >
        <ul className={styles.list} aria-label={intl.formatMessage(m.signIns)}>
          {signIns.items.map((row) => (
            <SignIn key={row.id} row={row} />
          ))}
        </ul>
        <Pager {...signIns.pageInfo} onPageChange={signIns.onPageChange} label={intl.formatMessage(m.signInsPager)} />
      </AdminListBody>
    </section>
  );
}
