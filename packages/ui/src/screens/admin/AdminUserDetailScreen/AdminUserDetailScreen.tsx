import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { button as buttonStyles } from '../../../components/Button/Button.css.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { confirmDialogMessages } from '../../../components/ConfirmDialog/ConfirmDialog.messages.ts';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Money } from '../../../components/Money/Money.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge.tsx';
import { Switch } from '../../../components/Switch/Switch.tsx';
import { formatMoney, decimalSign } from '../../../intl/format.ts';
import { localeNames } from '../../../intl/locales.ts';
import { FormError } from '../../FormError.tsx';
import { adminUserFlagKeys, flagLabel, ledgerTypeLabel } from '../adminTerms.ts';
import { adminFlagHintMessages } from '../adminTerms.messages.ts';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { TextArea } from '../../../components/TextArea/TextArea.tsx';
import { adminCommonMessages } from '../internal/adminCommon.messages.ts';
import { formatDateTime } from '../internal/format.ts';
import {
  adminUserDetailScreenMessages as m,
  adminUserDetailScreenValueMessages as mv,
} from './AdminUserDetailScreen.messages.ts';
import type {
  AdminFlagChange,
  AdminUserDetailScreenProps,
  AdminUserDetailView,
  AdminUserLedgerProps,
} from './AdminUserDetailScreen.types.ts';

function Profile({ user }: { user: AdminUserDetailView }) {
  const intl = useIntl();
  const notSet = intl.formatMessage(adminCommonMessages.notSet);
  return (
    <section className={styles.section} aria-labelledby="admin-user-profile">
      <h2 id="admin-user-profile" className={styles.sectionTitle}>
        {intl.formatMessage(m.profile)}
      </h2>
      <KeyValueList
        items={[
          { id: 'account', label: intl.formatMessage(m.account), value: user.account },
          { id: 'realName', label: intl.formatMessage(m.realName), value: user.realName ?? notSet },
          {
            id: 'identity',
            label: intl.formatMessage(m.identity),
            value: <StatusBadge family="realName" status={user.realNameStatus} />,
          },
          { id: 'inviteCode', label: intl.formatMessage(m.inviteCode), value: user.inviteCode },
          { id: 'invitedBy', label: intl.formatMessage(m.invitedBy), value: user.invitedBy ?? notSet },
          {
            id: 'agent',
            label: intl.formatMessage(m.agent),
            value: user.isAgent
              ? intl.formatMessage(mv.agentRebate, { percent: user.rebatePercent ?? '0' })
              : intl.formatMessage(m.notAgent),
          },
          { id: 'language', label: intl.formatMessage(m.language), value: localeNames[user.language] },
          {
            id: 'registeredAt',
            label: intl.formatMessage(m.registeredAt),
            value: formatDateTime(intl, user.registeredAt),
          },
          {
            id: 'lastLoginAt',
            label: intl.formatMessage(m.lastLoginAt),
            value: user.lastLoginAt
              ? formatDateTime(intl, user.lastLoginAt)
              : intl.formatMessage(adminCommonMessages.never),
          },
          {
            id: 'openPositions',
            label: intl.formatMessage(m.openPositions),
            value: intl.formatNumber(user.openPositions),
          },
        ]}
      />
    </section>
  );
}

function Balances({ user }: { user: AdminUserDetailView }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="admin-user-balances">
      <h2 id="admin-user-balances" className={styles.sectionTitle}>
        {intl.formatMessage(m.balances)}
      </h2>
      {user.balances.length === 0 ? (
        <p className={styles.lead}>{intl.formatMessage(m.noBalances)}</p>
      ) : (
        <ul className={styles.list}>
          {user.balances.map((balance) => (
            <li key={balance.currency} className={styles.row}>
              <span className={styles.rowTitle}>{balance.currency}</span>
              <dl className={styles.figures}>
                {(['available', 'held', 'total'] as const).map((part) => (
                  <div key={part} className={styles.figure}>
                    <dt className={styles.figureLabel}>{intl.formatMessage(m[part])}</dt>
                    <dd className={styles.figureValue}>
                      <Money
                        amount={balance[part]}
                        currency={balance.currency}
                        weight={part === 'total' ? 'bold' : undefined}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <KeyValueList
        items={[
          {
            id: 'loan',
            label: intl.formatMessage(m.loanOutstanding),
            value: <Money amount={user.loanOutstandingJpy} currency="JPY" />,
          },
        ]}
      />
    </section>
  );
}

function FlagDialog({ change }: { change: AdminFlagChange }) {
  const intl = useIntl();
  const formId = useId();
  const flag = flagLabel(intl, change.flag);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !change.submitting) change.onCancel();
      }}
      title={intl.formatMessage(change.value ? mv.setTitle : mv.liftTitle, { flag })}
      description={intl.formatMessage(adminFlagHintMessages[change.flag])}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={change.submitting}>
              {intl.formatMessage(confirmDialogMessages.cancel)}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={change.submitting}>
            {intl.formatMessage(change.value ? mv.setSubmit : mv.liftSubmit, { flag })}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={change.onSubmit} noValidate>
        {change.formError ? <FormError>{change.formError}</FormError> : null}
        <TextArea
          label={intl.formatMessage(m.messageLabel)}
          hint={intl.formatMessage(m.messageHint)}
          maxLength={1000}
          required
          {...change.messageField}
        />
      </form>
    </Dialog>
  );
}

function Restrictions({
  user,
  onFlagToggle,
  flagChange,
}: {
  user: AdminUserDetailView;
  onFlagToggle: AdminUserDetailScreenProps['onFlagToggle'];
  flagChange?: AdminFlagChange;
}) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="admin-user-restrictions">
      <h2 id="admin-user-restrictions" className={styles.sectionTitle}>
        {intl.formatMessage(m.restrictions)}
      </h2>
      <p className={styles.lead}>{intl.formatMessage(m.restrictionsLead)}</p>
      {adminUserFlagKeys.map((flag) => (
        <Switch
          key={flag}
          label={flagLabel(intl, flag)}
          hint={intl.formatMessage(adminFlagHintMessages[flag])}
          checked={user.flags[flag]}
          disabled={Boolean(flagChange)}
          onCheckedChange={(value) => onFlagToggle(flag, value)}
        />
      ))}
      {flagChange ? <FlagDialog change={flagChange} /> : null}
    </section>
  );
}

function Sessions({
  user,
  onRevokeSessions,
  sendMessageHref,
}: {
  user: AdminUserDetailView;
  onRevokeSessions: () => Promise<unknown>;
  sendMessageHref: string;
}) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="admin-user-sessions">
      <h2 id="admin-user-sessions" className={styles.sectionTitle}>
        {intl.formatMessage(m.sessions)}
      </h2>
      {user.sessions.length === 0 ? (
        <p className={styles.lead}>{intl.formatMessage(m.noSessions)}</p>
      ) : (
        <ul className={styles.list}>
          {user.sessions.map((session) => (
            <li key={session.id} className={styles.row}>
              <span className={styles.mono}>{session.userAgent}</span>
              <span className={styles.meta}>
                {intl.formatMessage(mv.sessionMeta, {
                  ip: session.ipAddress,
                  time: formatDateTime(intl, session.lastSeenAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.toolbarActions}>
        <ConfirmDialog
          tone="critical"
          title={intl.formatMessage(m.revokeTitle)}
          message={intl.formatMessage(mv.revokeText, { count: user.sessions.length })}
          confirmLabel={intl.formatMessage(m.revokeConfirm)}
          onConfirm={onRevokeSessions}
          trigger={<Button variant="secondary">{intl.formatMessage(m.revoke)}</Button>}
        />
        <a className={buttonStyles({ variant: 'ghost' })} href={sendMessageHref}>
          {intl.formatMessage(m.sendMessage)}
        </a>
      </div>
    </section>
  );
}

function Ledger({ ledger }: { ledger: AdminUserLedgerProps }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="admin-user-ledger">
      <h2 id="admin-user-ledger" className={styles.sectionTitle}>
        {intl.formatMessage(m.ledger)}
      </h2>
      <AdminListBody
        status={ledger.status}
        count={ledger.entries.length}
        onRetry={ledger.onRetry}
        emptyTitle={intl.formatMessage(m.ledgerEmpty)}
      >
        <ul className={styles.list}>
          {ledger.entries.map((entry) => {
            const sign = decimalSign(entry.amount);
            return (
              <li key={entry.id} className={styles.row}>
                <span className={styles.rowLine}>
                  <span className={styles.rowTitle}>{ledgerTypeLabel(intl, entry.type)}</span>
                  <span
                    className={sign > 0 ? styles.amountUp : sign < 0 ? styles.amountDown : undefined}
                    data-sign={sign}
                  >
                    {formatMoney(intl, entry.amount, entry.currency, { signed: true })}
                  </span>
                </span>
                <span className={styles.meta}>
                  <time dateTime={entry.time}>{formatDateTime(intl, entry.time)}</time>
                  <span>
                    {intl.formatMessage(mv.ledgerMeta, {
                      transfer: entry.transferId,
                      reference: entry.reference ?? '—',
                    })}
                  </span>
                  <span>
                    {intl.formatMessage(mv.availableAfter, {
                      amount: formatMoney(intl, entry.availableAfter, entry.currency),
                    })}
                  </span>
                </span>
                {entry.memo ? <span className={styles.meta}>{entry.memo}</span> : null}
              </li>
            );
          })}
        </ul>
        <Pager {...ledger.pageInfo} onPageChange={ledger.onPageChange} label={intl.formatMessage(m.ledgerPager)} />
      </AdminListBody>
    </section>
  );
}

/** One user: profile, balances per currency, restrictions (each change messages the user), sessions, ledger. */
export function AdminUserDetailScreen({
  status,
  user,
  onRetry,
  backHref,
  onFlagToggle,
  flagChange,
  onRevokeSessions,
  sendMessageHref,
  ledger,
  security,
}: AdminUserDetailScreenProps) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <a href={backHref}>{intl.formatMessage(m.back)}</a>
      {status === 'ready' && user ? (
        <>
          <h1 className={styles.screenTitle}>{intl.formatMessage(mv.detailTitle, { account: user.account })}</h1>
          <div className={styles.columns}>
            <Profile user={user} />
            <Balances user={user} />
            <Restrictions user={user} onFlagToggle={onFlagToggle} flagChange={flagChange} />
            <Sessions user={user} onRevokeSessions={onRevokeSessions} sendMessageHref={sendMessageHref} />
          </div>
          {security}
          <Ledger ledger={ledger} />
        </>
      ) : status === 'notFound' ? (
        <EmptyState title={intl.formatMessage(m.notFoundTitle)} description={intl.formatMessage(m.notFoundText)} />
      ) : status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : (
        <div
          className={styles.skeletonRows}
          role="status"
          aria-busy="true"
          aria-label={intl.formatMessage(adminCommonMessages.loading)}
        >
          <Skeleton height="title" width="40%" />
          <Skeleton height="block" />
          <Skeleton height="block" />
          <Skeleton height="block" />
        </div>
      )}
    </div>
  );
}
