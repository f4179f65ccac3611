import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { adminAuditActions, auditActionLabel, auditTargetLabel } from '../adminTerms.ts';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import { formatDateTime } from '../internal/format.ts';
import { adminAuditScreenMessages as m, adminAuditScreenValueMessages as mv } from './AdminAuditScreen.messages.ts';
import type { AdminAuditRow, AdminAuditScreenProps } from './AdminAuditScreen.types.ts';

function Changes({ row }: { row: AdminAuditRow }) {
  const intl = useIntl();
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  if (fields.length === 0) return null;
  const nothing = intl.formatMessage(m.nothing);
  return (
    <ul className={`${styles.list} ${styles.meta}`}>
      {fields.map((field) => (
        <li key={field} className={styles.mono}>
          {intl.formatMessage(mv.change, {
            field,
            before: row.before?.[field] ?? nothing,
            after: row.after?.[field] ?? nothing,
          })}
        </li>
      ))}
    </ul>
  );
}

/** The append-only log of operator actions, newest first, filtered by operator, action and days. */
export function AdminAuditScreen({ status, entries, pageInfo, onPageChange, onRetry, filters }: AdminAuditScreenProps) {
  const intl = useIntl();
  const actionOptions = [
    { value: 'all', label: intl.formatMessage(m.actionAll) },
    ...adminAuditActions.map((action) => ({ value: action, label: auditActionLabel(intl, action) })),
  ];
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      <form
        className={styles.toolbar}
        onSubmit={filters.onSubmit}
        noValidate
        aria-label={intl.formatMessage(m.filters)}
      >
        <TextField
          label={intl.formatMessage(m.operator)}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          {...filters.operatorField}
        />
        <Select
          label={intl.formatMessage(m.action)}
          options={actionOptions}
          value={filters.action}
          onValueChange={filters.onActionChange}
        />
        <TextField label={intl.formatMessage(m.from)} type="date" {...filters.fromField} />
        <TextField label={intl.formatMessage(m.to)} type="date" {...filters.toField} />
        <div className={styles.toolbarActions}>
          <Button type="submit" variant="secondary">
            {intl.formatMessage(m.apply)}
          </Button>
          <Button variant="ghost" onClick={filters.onReset}>
            {intl.formatMessage(m.reset)}
          </Button>
        </div>
      </form>
      <section className={styles.section} aria-label={intl.formatMessage(m.listLabel)}>
        <AdminListBody
          status={status}
          count={entries.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(m.emptyTitle)}
          emptyDescription={intl.formatMessage(m.emptyDescription)}
        >
          <ol className={styles.list}>
            {entries.map((row) => (
              <li key={row.id} className={styles.row} data-action={row.action}>
                <span className={styles.rowLine}>
                  <span className={styles.rowTitle}>{auditActionLabel(intl, row.action)}</span>
                  <span className={styles.meta}>
                    {intl.formatMessage(mv.target, {
                      type: auditTargetLabel(intl, row.targetType),
                      id: row.targetId,
                    })}
                  </span>
                </span>
                <Changes row={row} />
                {row.reason ? (
                  <span className={styles.meta}>{intl.formatMessage(mv.reason, { reason: row.reason })}</span>
                ) : null}
                <span className={styles.meta}>
                  <time dateTime={row.time}>
                    {intl.formatMessage(mv.meta, {
                      time: formatDateTime(intl, row.time),
                      operator: row.operator,
                      ip: row.ipAddress,
                    })}
                  </time>
                </span>
              </li>
            ))}
          </ol>
          <Pager {...pageInfo} onPageChange={onPageChange} />
        </AdminListBody>
      </section>
    </div>
  );
}
