import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { BlockDetailScreen, blockDetailScreenMessages } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { identityQuery } from '../funding/identity.queries.ts';
import { userInfoQuery } from '../home/home.queries.ts';
import { statusOf } from '../mine/useMine.ts';
import { offeringIdOf, toBlockApplicationView, toBlockDistributionView } from './offerings.mappers.ts';
import { blockApplicationQuery, blockDistributionQuery, useApplyBlock } from './offerings.queries.ts';

/**
 * /home/largeInfo?id=…: one off-floor distribution — its price and the disclosed discount to the previous close, the
 * limits, window and fee — and the application (shares in lots, the amount held, a confirmation), or the user's
 * application when there is one. No key or code is ever asked for.
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(blockDetailScreenMessages.title),
    active: 'market',
    backHref: getHref('blocks'),
  });
  const [params] = useSearchParams();
  const distributionId = offeringIdOf(params);
  const detail = useQuery(blockDistributionQuery(account, distributionId));
  const mine = useQuery(blockApplicationQuery(account, detail.data?.myApplicationId ?? null));
  const identity = useQuery(identityQuery(account));
  const userInfo = useQuery(userInfoQuery(account));
  const apply = useApplyBlock(account, distributionId);
  const [shares, setShares] = useState('');
  const locale = readLocale();
  const distribution = detail.data;
  const availableCash = distribution?.currency === 'JPY' ? userInfo.data?.jpy : undefined;
  const refusal = apply.isError && isApiError(apply.error) ? apply.error.code : undefined;
  const status = statusOf(detail) === 'ready' ? statusOf(identity) : statusOf(detail);
  // Opened without a distribution: the list of distributions, not a connection error.
  if (distributionId === '') return <Navigate to={paths.blocks} replace />;
  return (
    <BlockDetailScreen
      shell={shell}
      status={status}
      onRetry={() => {
        void detail.refetch();
        void identity.refetch();
      }}
      {...(distribution ? { distribution: toBlockDistributionView(distribution, locale) } : {})}
      {...(availableCash ? { availableCash } : {})}
      identityVerified={identity.data?.status === 'verified'}
      myApplication={mine.data ? toBlockApplicationView(mine.data, locale) : null}
      shares={shares}
      onSharesChange={setShares}
      onSubmit={(count) => apply.mutateAsync(count).catch(() => undefined)}
      submitting={apply.isPending}
      {...(refusal ? { refusal } : {})}
      {...(apply.data ? { result: toBlockApplicationView(apply.data, locale) } : {})}
      links={{
        verifyHref: getHref('verified'),
        depositHref: getHref('deposit'),
        applicationsHref: getHref('blockApplications'),
      }}
    />
  );
}
