import { useId, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { ErrorState } from '../../../../components/ErrorState/ErrorState.tsx';
import { Money } from '../../../../components/Money/Money.tsx';
import { RadioGroup } from '../../../../components/RadioGroup/RadioGroup.tsx';
import { SearchField } from '../../../../components/SearchField/SearchField.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge.tsx';
import { statusBadge } from '../../../../components/StatusBadge/StatusBadge.css.ts';
import type { BadgeTone } from '../../../../components/StatusBadge/StatusBadge.tsx';
import { TextArea } from '../../../../components/TextArea/TextArea.tsx';
import { decimalSign, formatMoney } from '../../../../intl/format.ts';
import * as fieldStyles from '../../../../internal/field.css.ts';
import { Icon } from '../../../../primitives/Icon/Icon.tsx';
import { adminUserFlagKeys, flagLabel, ledgerTypeLabel } from '../../adminTerms.ts';
import * as styles from '../../admin.css.ts';
import { formatDateTime } from '../format.ts';
import * as own from './review.css.ts';
import {
  adminRejectReasonMessages,
  adminReviewMessages as m,
  adminReviewValueMessages as mv,
} from './review.messages.ts';
import type {
  AdminQueueFilterProps,
  AdminQueueState,
  AdminRejectFields,
  AdminReviewUserContext,
} from './review.types.ts';

const stateTones: Record<AdminQueueState, BadgeTone> = {
  pending: 'warning',
  awaiting_second_approval: 'info',
  approved: 'positive',
  applied: 'positive',
  rejected: 'critical',
  cancelled: 'neutral',
  allotted: 'positive',
  not_allotted: 'neutral',
};
const stateLabels = {
  pending: m.statePending,
  awaiting_second_approval: m.stateAwaitingSecond,
  approved: m.stateApproved,
  applied: m.stateApplied,
  rejected: m.stateRejected,
  cancelled: m.stateCancelled,
  allotted: m.stateAllotted,
  not_allotted: m.stateNotAllotted,
} as const;

function known<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}

export function stateLabel(intl: IntlShape, state: string): string {
  return known(stateLabels, state) ? intl.formatMessage(stateLabels[state]) : state;
}

/** A queue item's state in words, a tone and a glyph; a state this console does not know, as given. */
export function QueueStateBadge({ state }: { state: string }) {
  const intl = useIntl();
  const tone: BadgeTone = known(stateTones, state) ? stateTones[state] : 'neutral';
  return (
    <span className={statusBadge({ tone })} data-tone={tone} data-state={state}>
      {tone === 'positive' ? <Icon name="check" small /> : null}
      {tone === 'critical' ? <Icon name="alert" small /> : null}
      {tone === 'warning' ? <Icon name="clock" small /> : null}
      {tone === 'info' ? <span aria-hidden="true">●</span> : null}
      {stateLabel(intl, state)}
    </span>
  );
}

/** The operator's label of a reject reason code; a code this console does not know, as given. */
export function reasonLabel(intl: IntlShape, code: string): string {
  return known(adminRejectReasonMessages, code) ? intl.formatMessage(adminRejectReasonMessages[code]) : code;
}

/**
 * What the user reads for a reason code (`error.<code>`), in the operator's language: looked up by id in the core
 * catalogue (loaded at start), so the queue's chunk does not carry the Japanese of every error code.
 */
export function userReasonText(intl: IntlShape, code: string): string | undefined {
  const id = `error.${code}`;
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : undefined;
}

/** A queue's filters: its states (the working one first) and one user's account. */
export function QueueToolbar<S extends string>({
  states,
  filter,
  onFilterChange,
  account,
  onAccountChange,
}: AdminQueueFilterProps<S> & { states: readonly S[] }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(account);
  const stateId = useId();
  return (
    <form
      className={styles.toolbar}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onAccountChange(draft.trim());
      }}
    >
      {/* A native select: the device's own picker, and no listbox code in each queue's chunk (the route budget). */}
      <div className={fieldStyles.field}>
        <label htmlFor={stateId} className={fieldStyles.label}>
          {intl.formatMessage(m.filter)}
        </label>
        <div className={fieldStyles.control}>
          <select
            id={stateId}
            className={fieldStyles.input}
            value={filter}
            onChange={(event) => onFilterChange(event.target.value as S | 'all')}
          >
            {states.map((state) => (
              <option key={state} value={state}>
                {stateLabel(intl, state)}
              </option>
            ))}
            <option value="all">{intl.formatMessage(m.filterAll)}</option>
          </select>
        </div>
      </div>
      <SearchField
        label={intl.formatMessage(m.account)}
        hint={intl.formatMessage(m.accountHint)}
        value={draft}
        onValueChange={setDraft}
        onSubmit={(value) => onAccountChange(value.trim())}
        inputMode="numeric"
        maxLength={10}
      />
      <div className={styles.toolbarActions}>
        <Button type="submit" variant="secondary">
          {intl.formatMessage(m.search)}
        </Button>
      </div>
    </form>
  );
}

/** The decision already taken on an item: when, by whom, the reason and the note. */
export function DecisionMeta({
  reviewedAt,
  reviewedBy,
  rejectReason,
  note,
}: {
  reviewedAt: string | null;
  reviewedBy: string | null;
  rejectReason: string | null;
  note: string | null;
}) {
  const intl = useIntl();
  if (reviewedAt === null && rejectReason === null && note === null) return null;
  return (
    <span className={styles.meta}>
      {rejectReason !== null ? (
        <span>{intl.formatMessage(mv.rejectedFor, { reason: reasonLabel(intl, rejectReason) })}</span>
      ) : null}
      {note !== null ? <span>{intl.formatMessage(mv.noteValue, { note })}</span> : null}
      {reviewedAt !== null ? (
        <span>
          {intl.formatMessage(mv.decided, { time: formatDateTime(intl, reviewedAt), operator: reviewedBy ?? '—' })}
        </span>
      ) : null}
    </span>
  );
}

/** The user behind an item: verification, restrictions, balances and the latest ledger entries. */
export function ReviewUserContextPanel({
  account,
  userHref,
  user,
}: {
  account: string;
  userHref: string;
  user: AdminReviewUserContext;
}) {
  const intl = useIntl();
  const headingId = useId();
  const restrictions = user.flags ? adminUserFlagKeys.filter((flag) => user.flags?.[flag]) : [];
  return (
    <section className={own.part} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={own.partTitle}>
          {intl.formatMessage(m.userHeading)}
        </h2>
        <a href={userHref}>{intl.formatMessage(m.openUser)}</a>
      </div>
      {user.status === 'loading' ? (
        <div className={styles.skeletonRows} role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
          <Skeleton height="block" />
          <Skeleton height="block" />
        </div>
      ) : user.status === 'error' ? (
        <ErrorState onRetry={user.onRetry} />
      ) : (
        <>
          <span className={styles.rowLine}>
            <span className={styles.rowTitle}>
              {account} · {user.realName ?? intl.formatMessage(m.noName)}
            </span>
            {user.realNameStatus ? <StatusBadge family="realName" status={user.realNameStatus} /> : null}
          </span>
          <span className={styles.tags}>
            {restrictions.length === 0 ? (
              <span className={`${styles.tag} ${styles.tagNeutral}`}>{intl.formatMessage(m.noRestrictions)}</span>
            ) : (
              restrictions.map((flag) => (
                <span key={flag} className={styles.tag} data-flag={flag}>
                  {flagLabel(intl, flag)}
                </span>
              ))
            )}
          </span>
          {user.balances.map((balance) => (
            <dl key={balance.currency} className={styles.figures} aria-label={balance.currency}>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>
                  {balance.currency} · {intl.formatMessage(m.available)}
                </dt>
                <dd className={styles.figureValue}>
                  <Money amount={balance.available} currency={balance.currency} weight="bold" />
                </dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>{intl.formatMessage(m.held)}</dt>
                <dd className={styles.figureValue}>
                  <Money amount={balance.held} currency={balance.currency} />
                </dd>
              </div>
            </dl>
          ))}
          {user.loanOutstandingJpy !== undefined ? (
            <dl className={styles.figures}>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>{intl.formatMessage(m.loan)}</dt>
                <dd className={styles.figureValue}>
                  <Money amount={user.loanOutstandingJpy} currency="JPY" />
                </dd>
              </div>
            </dl>
          ) : null}
          <h3 className={styles.figureLabel}>{intl.formatMessage(m.recent)}</h3>
          {user.recent.length === 0 ? (
            <p className={styles.lead}>{intl.formatMessage(m.recentEmpty)}</p>
          ) : (
            <ul className={styles.list} aria-label={intl.formatMessage(m.recent)}>
              {user.recent.map((entry) => {
                const sign = decimalSign(entry.amount);
                return (
                  <li key={entry.id} className={styles.row}>
                    <span className={styles.rowLine}>
                      <span>{ledgerTypeLabel(intl, entry.type)}</span>
                      <span
                        className={sign > 0 ? styles.amountUp : sign < 0 ? styles.amountDown : undefined}
                        data-sign={sign}
                      >
                        {formatMoney(intl, entry.amount, entry.currency, { signed: true })}
                      </span>
                    </span>
                    <span className={styles.meta}>
                      <time dateTime={entry.time}>{formatDateTime(intl, entry.time)}</time>
                      {entry.reference ? (
                        <span>{intl.formatMessage(mv.itemNumber, { id: entry.reference })}</span>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** The reject half of a review: the reason (with the text the user will read) and an optional note. */
export function RejectForm<R extends string>({
  reasons,
  fields,
  busy,
  onReject,
  children,
}: {
  reasons: readonly R[];
  fields: AdminRejectFields<R>;
  busy: boolean;
  onReject: () => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  const userText = fields.reason ? userReasonText(intl, fields.reason) : undefined;
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onReject();
      }}
    >
      <h2 id={headingId} className={own.partTitle}>
        {intl.formatMessage(m.rejectHeading)}
      </h2>
      <RadioGroup
        label={intl.formatMessage(m.reason)}
        hint={intl.formatMessage(m.reasonHint)}
        options={reasons.map((reason) => ({ value: reason, label: reasonLabel(intl, reason) }))}
        value={fields.reason ?? ''}
        onValueChange={(value) => fields.onReasonChange(value as R)}
        invalid={Boolean(fields.reasonError)}
        errorMessage={fields.reasonError}
        required
      />
      {userText ? (
        <p className={own.userText}>
          <strong>{intl.formatMessage(m.userText)}</strong>: {userText}
        </p>
      ) : null}
      <TextArea
        label={intl.formatMessage(m.note)}
        hint={intl.formatMessage(m.noteHint)}
        maxLength={500}
        rows={3}
        {...fields.noteField}
      />
      {children}
      <div className={styles.formActions}>
        <Button type="submit" variant="secondary" disabled={busy}>
          {intl.formatMessage(m.reject)}
        </Button>
      </div>
    </form>
  );
}

/** An uploaded image the operator checks, with a link to open it at full size. */
export function EvidenceImage({ src, label, openLabel }: { src: string; label: string; openLabel: string }) {
  return (
    <figure className={own.figure}>
      <img className={own.image} src={src} alt={label} />
      <figcaption className={own.caption}>
        <span>{label}</span>
        <a href={src} target="_blank" rel="noopener noreferrer">
          {openLabel}
        </a>
      </figcaption>
    </figure>
  );
}
