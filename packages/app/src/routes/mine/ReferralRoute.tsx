import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ReferralScreen, type ReferralTab, referralScreenMessages } from '@kabuto/ui';
import { describeError } from '../../app/intl.ts';
import { getHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { toInvitees, toRebates, toReferralSummary } from './mine.mappers.ts';
import { inviteesQuery, rebatesQuery, referralSummaryQuery, useApplyForAgent } from './mine.queries.ts';
import { pagedList, statusOf, useMineRoute } from './useMine.ts';

const recordHref = (id: string) => `${getHref('transactionRecords')}?record=${encodeURIComponent(id)}`;
const copiedMs = 2000;

/** /mine/referral: invite code, invitees, rebates and the agent application. */
export function Component() {
  const { intl, account, locale, shell } = useMineRoute(referralScreenMessages.title);
  const summary = useQuery(referralSummaryQuery(account));
  const [tab, setTab] = useState<ReferralTab>('invitees');
  const invitees = useInfiniteQuery(inviteesQuery(account));
  const rebates = useInfiniteQuery({ ...rebatesQuery(account), enabled: tab === 'rebates' });
  const apply = useApplyForAgent(account);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <ReferralScreen
      shell={shell}
      status={statusOf(summary)}
      onRetry={() => void summary.refetch()}
      summary={summary.data ? toReferralSummary(summary.data, locale) : undefined}
      copied={copied}
      onCopyInviteCode={() => {
        const code = summary.data?.inviteCode;
        if (!code) return;
        navigator.clipboard
          .writeText(code)
          .then(() => setCopied(true))
          .catch(() => showToast(intl.formatMessage({ id: 'app.mine.copyFailed' }), 'critical'));
      }}
      applyingAgent={apply.isPending}
      applyError={apply.isError ? describeError(apply.error) : undefined}
      onApplyAgent={() => {
        if (apply.isPending) return;
        apply.mutate(undefined, {
          onSuccess: () => showToast(intl.formatMessage({ id: 'app.mine.agentApplied' }), 'positive'),
        });
      }}
      tab={tab}
      onTabChange={setTab}
      invitees={pagedList(invitees, toInvitees(invitees.data?.pages ?? []))}
      rebates={pagedList(rebates, toRebates(rebates.data?.pages ?? [], recordHref))}
    />
  );
}
