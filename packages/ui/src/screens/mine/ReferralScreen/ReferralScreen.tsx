import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { KeyValueList } from '../../../components/KeyValueList/KeyValueList.tsx';
import { Tabs } from '../../../components/Tabs/Tabs.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { formatMoney } from '../../../intl/format.ts';
import { FormError } from '../../FormError.tsx';
import { formatDateTime, formatWith } from '../shared/format.ts';
import { LoadMore, MineFrame, MineSkeleton, type PagedList } from '../shared/MineFrame.tsx';
import * as styles from '../shared/mine.css.ts';
import { referralScreenMessages as m } from './ReferralScreen.messages.ts';
import type { ReferralScreenProps, ReferralSummaryView, ReferralTab } from './ReferralScreen.types.ts';

function ListState<T>({
  list,
  empty,
  children,
}: {
  list: PagedList<T>;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (list.status === 'loading') return <MineSkeleton cards={1} />;
  if (list.status === 'error') return <ErrorState onRetry={list.onRetry} />;
  if (list.items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      {children(list.items)}
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} onLoadMore={list.onLoadMore} />
    </>
  );
}

function AgentSection({
  summary,
  onApplyAgent,
  applyingAgent,
  applyError,
}: Pick<ReferralScreenProps, 'onApplyAgent' | 'applyingAgent' | 'applyError'> & { summary: ReferralSummaryView }) {
  const intl = useIntl();
  const canApply = summary.agentStatus === 'none' || summary.agentStatus === 'rejected';
  return (
    <section className={styles.card} aria-labelledby="referral-agent">
      <h2 id="referral-agent" className={styles.cardTitle}>
        {intl.formatMessage(m.agent)}
      </h2>
      {summary.agentStatus === 'agent' ? (
        <>
          <p className={styles.bigNumber}>
            {formatWith(intl, m.agentActive, { ratio: summary.rebateRatio ?? '0.00' })}
          </p>
          {summary.rebateBasis ? <p className={styles.paragraph}>{summary.rebateBasis}</p> : null}
        </>
      ) : summary.agentStatus === 'pending' ? (
        <p className={styles.notice} role="status">
          <Icon name="clock" small />
          <span>{intl.formatMessage(m.agentPending)}</span>
        </p>
      ) : (
        <>
          <p className={styles.paragraph}>
            {intl.formatMessage(summary.agentStatus === 'rejected' ? m.agentRejected : m.agentNone)}
          </p>
          {summary.agentStatus === 'rejected' ? (
            <p className={styles.paragraph}>{intl.formatMessage(m.agentNone)}</p>
          ) : null}
        </>
      )}
      {applyError ? <FormError>{applyError}</FormError> : null}
      {canApply ? (
        <ConfirmDialog
          title={intl.formatMessage(m.applyTitle)}
          message={intl.formatMessage(m.applyTerms)}
          confirmLabel={intl.formatMessage(m.applyConfirm)}
          onConfirm={onApplyAgent}
          pending={applyingAgent}
          trigger={
            <Button variant="secondary" fullWidth loading={applyingAgent}>
              {intl.formatMessage(m.apply)}
            </Button>
          }
        />
      ) : null}
    </section>
  );
}

/** The referral programme: own invite code with copy, invitees, rebates, and applying to be an agent. */
export function ReferralScreen({
  shell,
  status,
  onRetry,
  summary,
  onCopyInviteCode,
  copied,
  onApplyAgent,
  applyingAgent,
  applyError,
  tab,
  onTabChange,
  invitees,
  rebates,
}: ReferralScreenProps) {
  const intl = useIntl();
  return (
    <MineFrame shell={shell} status={status === 'ready' && !summary ? 'loading' : status} onRetry={onRetry}>
      {summary ? (
        <>
          <section className={styles.card} aria-labelledby="referral-code">
            <h2 id="referral-code" className={styles.muted}>
              {intl.formatMessage(m.inviteCode)}
            </h2>
            <div className={styles.row}>
              <span className={`${styles.code} ${styles.grow}`}>{summary.inviteCode}</span>
              <Button size="sm" onClick={onCopyInviteCode} aria-label={intl.formatMessage(m.copyLabel)}>
                {intl.formatMessage(m.copy)}
              </Button>
            </div>
            <span className={styles.muted} role="status">
              {copied ? intl.formatMessage(m.copied) : ''}
            </span>
            <p className={styles.muted}>
              {intl.formatMessage(m.inviteUrl)}: <span className={styles.mono}>{summary.inviteUrl}</span>
            </p>
            <KeyValueList
              items={[
                {
                  id: 'count',
                  label: intl.formatMessage(m.inviteeCount),
                  value: intl.formatNumber(summary.inviteeCount),
                },
                {
                  id: 'total',
                  label: intl.formatMessage(m.totalRebate),
                  value: formatMoney(intl, summary.totalRebate, 'JPY'),
                },
              ]}
            />
          </section>
          <AgentSection
            summary={summary}
            onApplyAgent={onApplyAgent}
            applyingAgent={applyingAgent}
            applyError={applyError}
          />
          <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as ReferralTab)}>
            <Tabs.List aria-label={intl.formatMessage(m.tabs)} fullWidth>
              <Tabs.Trigger value="invitees">{intl.formatMessage(m.invitees)}</Tabs.Trigger>
              <Tabs.Trigger value="rebates">{intl.formatMessage(m.rebates)}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="invitees">
              <ListState list={invitees} empty={intl.formatMessage(m.inviteesEmpty)}>
                {(items) => (
                  <ul className={`${styles.card} ${styles.list}`}>
                    {items.map((invitee) => (
                      <li
                        key={`${invitee.account}-${invitee.registeredAt}`}
                        className={`${styles.listItem} ${styles.linkRow}`}
                      >
                        <span className={styles.linkLabel}>
                          <span className={styles.mono}>{invitee.account}</span>
                          <br />
                          {formatWith(intl, m.registered, { date: formatDateTime(intl, invitee.registeredAt) })}
                        </span>
                        <span className={styles.linkDetail}>
                          {formatWith(intl, m.earned, { amount: formatMoney(intl, invitee.rebateEarned, 'JPY') })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </ListState>
            </Tabs.Content>
            <Tabs.Content value="rebates">
              <ListState list={rebates} empty={intl.formatMessage(m.rebatesEmpty)}>
                {(items) => (
                  <ul className={`${styles.card} ${styles.list}`}>
                    {items.map((rebate) => (
                      <li key={rebate.id} className={styles.listItem}>
                        <a className={styles.linkRow} href={rebate.recordHref}>
                          <span className={styles.linkLabel}>
                            <span className={styles.mono}>
                              {rebate.invitee} {rebate.stockCode ?? ''}
                            </span>
                            <br />
                            {formatWith(intl, m.rebateLine, {
                              feeType: intl.formatMessage(m[rebate.feeType]),
                              fee: formatMoney(intl, rebate.fee, 'JPY'),
                              ratio: rebate.rebateRatio,
                            })}
                            <br />
                            <span className={styles.mono}>{formatDateTime(intl, rebate.createdAt)}</span>
                          </span>
                          <strong className={styles.linkDetail}>+{formatMoney(intl, rebate.amount, 'JPY')}</strong>
                          <span className={styles.chevron}>
                            <Icon name="chevronRight" small />
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </ListState>
            </Tabs.Content>
          </Tabs.Root>
        </>
      ) : null}
    </MineFrame>
  );
}
