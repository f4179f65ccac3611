import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Money } from '../../../components/Money/Money.tsx';
import { SearchField } from '../../../components/SearchField/SearchField.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge.tsx';
import { adminUserFlagKeys, flagLabel } from '../adminTerms.ts';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { adminCommonMessages } from '../internal/adminCommon.messages.ts';
import { formatDateTime } from '../internal/format.ts';
import { adminUsersScreenMessages as m, adminUsersScreenValueMessages as mv } from './AdminUsersScreen.messages.ts';
import type { AdminUserFlagFilter, AdminUserRow, AdminUsersScreenProps } from './AdminUsersScreen.types.ts';

function UserFlags({ row }: { row: AdminUserRow }) {
  const intl = useIntl();
  const set = adminUserFlagKeys.filter((flag) => row.flags[flag]);
  return (
    <span className={styles.tags}>
      {set.length === 0 ? (
        <span className={`${styles.tag} ${styles.tagNeutral}`}>{intl.formatMessage(m.noRestrictions)}</span>
      ) : (
        set.map((flag) => (
          <span key={flag} className={styles.tag} data-flag={flag}>
            {flagLabel(intl, flag)}
          </span>
        ))
      )}
    </span>
  );
}

function Figure({ label, amount }: { label: string; amount: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>
        <Money amount={amount} currency="JPY" />
      </dd>
    </div>
  );
}

/** The users list: search by account or name, filter by restriction, yen balances, paged. */
export function AdminUsersScreen({
  status,
  users,
  pageInfo,
  onPageChange,
  search,
  onSearch,
  flag,
  onFlagChange,
  userHref,
  onRetry,
}: AdminUsersScreenProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(search);
  const flagOptions = [
    { value: 'all', label: intl.formatMessage(m.flagAll) },
    ...adminUserFlagKeys.map((key) => ({ value: key, label: flagLabel(intl, key) })),
  ];
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <SearchField
          label={intl.formatMessage(m.search)}
          hint={intl.formatMessage(m.searchHint)}
          value={draft}
          onValueChange={setDraft}
          onSubmit={(value) => onSearch(value.trim())}
          maxLength={40}
        />
        <Select
          label={intl.formatMessage(m.flagFilter)}
          options={flagOptions}
          value={flag}
          onValueChange={(value) => onFlagChange(value as AdminUserFlagFilter)}
        />
        <div className={styles.toolbarActions}>
          <Button type="submit" variant="secondary">
            {intl.formatMessage(m.searchButton)}
          </Button>
        </div>
      </form>
      <section className={styles.section} aria-label={intl.formatMessage(m.listLabel)}>
        <AdminListBody
          status={status}
          count={users.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(m.emptyTitle)}
          emptyDescription={intl.formatMessage(m.emptyDescription)}
        >
          <ul className={styles.list}>
            {users.map((row) => (
              <li key={row.account} className={styles.row}>
                <a className={styles.rowLink} href={userHref(row.account)}>
                  <span className={styles.rowLine}>
                    <span className={styles.rowTitle}>
                      {row.account} · {row.realName ?? intl.formatMessage(m.noName)}
                    </span>
                    <StatusBadge family="realName" status={row.realNameStatus} />
                  </span>
                  <UserFlags row={row} />
                  <dl className={styles.figures}>
                    <Figure label={intl.formatMessage(m.available)} amount={row.availableJpy} />
                    <Figure label={intl.formatMessage(m.held)} amount={row.heldJpy} />
                    <Figure label={intl.formatMessage(m.loan)} amount={row.loanOutstandingJpy} />
                  </dl>
                  <span className={styles.meta}>
                    <span>{intl.formatMessage(mv.registered, { time: formatDateTime(intl, row.registeredAt) })}</span>
                    <span>
                      {intl.formatMessage(mv.lastLogin, {
                        time: row.lastLoginAt
                          ? formatDateTime(intl, row.lastLoginAt)
                          : intl.formatMessage(adminCommonMessages.never),
                      })}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <Pager {...pageInfo} onPageChange={onPageChange} />
        </AdminListBody>
      </section>
    </div>
  );
}
