import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { Pager } from '../../../components/Pager/Pager.tsx';
import * as styles from '../admin.css.ts';
import { AdminListBody } from '../internal/AdminListBody.tsx';
import { FactorResetDecisionPanel, FactorResetDetails } from '../internal/factorReset/parts.tsx';
import { adminFactorResetStates, type AdminFactorResetRow } from '../internal/factorReset/factorReset.types.ts';
import { QueueToolbar } from '../internal/review/parts.tsx';
import * as own from '../internal/review/review.css.ts';
import { adminReviewMessages as rm, adminReviewValueMessages as rmv } from '../internal/review/review.messages.ts';
import {
  adminFactorResetsScreenMessages as m,
  adminFactorResetsScreenValueMessages as mv,
} from './AdminFactorResetsScreen.messages.ts';
import type { AdminFactorResetsScreenProps } from './AdminFactorResetsScreen.types.ts';

function Item({ row, props }: { row: AdminFactorResetRow; props: AdminFactorResetsScreenProps }) {
  const intl = useIntl();
  const titleId = useId();
  const { review } = props;
  const underReview = review?.resetId === row.id;
  const awaiting = row.status === 'awaiting_second_approval';
  return (
    <li className={styles.row}>
      <FactorResetDetails
        reset={row}
        title={
          <a id={titleId} className={styles.rowTitle} href={props.userHref(row.account)}>
            {row.account}
          </a>
        }
      />
      <span className={styles.meta}>{intl.formatMessage(rmv.itemNumber, { id: row.id })}</span>
      {awaiting && !underReview ? (
        <span className={own.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            disabled={Boolean(review)}
            onClick={() => props.onReview(row.id)}
          >
            {intl.formatMessage(m.decide)}
          </Button>
        </span>
      ) : null}
      {underReview && review ? (
        <section className={own.review} aria-label={intl.formatMessage(mv.decisionLabel, { account: row.account })}>
          <FactorResetDecisionPanel
            reset={row}
            decision={review}
            operatorAccount={props.operatorAccount}
            onClose={review.onClose}
          />
        </section>
      ) : null}
    </li>
  );
}

/**
 * Factor resets: every request to remove a customer's passkeys and recovery codes, the waiting ones first; a
 * different operator than the requester approves (four eyes), anyone may reject.
 */
export function AdminFactorResetsScreen(props: AdminFactorResetsScreenProps) {
  const intl = useIntl();
  const { status, items, pageInfo, onPageChange, onRetry, filter, onFilterChange, account, onAccountChange } = props;
  const working = filter === 'awaiting_second_approval';
  return (
    <div className={styles.screen}>
      <h1 className={styles.screenTitle}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      <QueueToolbar
        states={adminFactorResetStates}
        filter={filter}
        onFilterChange={onFilterChange}
        account={account}
        onAccountChange={onAccountChange}
      />
      <section className={styles.section} aria-label={intl.formatMessage(m.listLabel)}>
        {working ? <p className={styles.lead}>{intl.formatMessage(rm.oldestFirst)}</p> : null}
        <AdminListBody
          status={status}
          count={items.length}
          onRetry={onRetry}
          emptyTitle={intl.formatMessage(working ? m.emptyAwaiting : m.empty)}
          emptyDescription={intl.formatMessage(m.emptyDescription)}
        >
          <ul className={styles.list}>
            {items.map((row) => (
              <Item key={row.id} row={row} props={props} />
            ))}
          </ul>
          <Pager {...pageInfo} onPageChange={onPageChange} />
        </AdminListBody>
      </section>
    </div>
  );
}
