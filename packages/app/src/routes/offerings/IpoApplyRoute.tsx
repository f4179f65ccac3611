import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { IpoApplyScreen, ipoApplyScreenMessages } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { identityQuery } from '../funding/identity.queries.ts';
import { userInfoQuery } from '../home/home.queries.ts';
import { statusOf } from '../mine/useMine.ts';
import { ipoOfferingHref } from './offerings.links.ts';
import { offeringIdOf, toIpoApplicationView, toIpoOfferingView } from './offerings.mappers.ts';
import { ipoOfferingQuery, useSubscribeIpo } from './offerings.queries.ts';

/**
 * /mine/newShareOrder?stockIndex=…: applies for lots of an IPO (without an offering: the user's records). The screen shows the amount held (offering price ×
 * shares, exact) against the available cash and asks for a confirmation; the application goes once (one
 * Idempotency-Key per intent), and a refusal (already applied, not enough cash, identity not verified) is shown with
 * the way on.
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const [params] = useSearchParams();
  const offeringId = offeringIdOf(params);
  const shell = useShell({
    title: intl.formatMessage(ipoApplyScreenMessages.title),
    active: 'market',
    backHref: ipoOfferingHref(offeringId),
  });
  const detail = useQuery(ipoOfferingQuery(account, offeringId));
  const identity = useQuery(identityQuery(account));
  const userInfo = useQuery(userInfoQuery(account));
  const subscribe = useSubscribeIpo(account, offeringId);
  const [lots, setLots] = useState('1');
  const locale = readLocale();
  const offering = detail.data?.offering;
  // Available cash is the yen balance; an offering in another currency is checked by the server alone.
  const availableCash = offering?.currency === 'JPY' ? userInfo.data?.jpy : undefined;
  const refusal = subscribe.isError && isApiError(subscribe.error) ? subscribe.error.code : undefined;
  const status = statusOf(detail) === 'ready' ? statusOf(identity) : statusOf(detail);
  // The seed's account panel opens /mine/newShareOrder without an offering ("new-share records"): the records.
  if (offeringId === '') return <Navigate to={paths.newShareRecords} replace />;
  return (
    <IpoApplyScreen
      shell={shell}
      status={status}
      onRetry={() => {
        void detail.refetch();
        void identity.refetch();
      }}
      {...(offering ? { offering: toIpoOfferingView(offering, locale) } : {})}
      {...(availableCash ? { availableCash } : {})}
      identityVerified={identity.data?.status === 'verified'}
      lots={lots}
      onLotsChange={setLots}
      onSubmit={(count) => subscribe.mutateAsync(count).catch(() => undefined)}
      submitting={subscribe.isPending}
      {...(refusal ? { refusal } : {})}
      {...(subscribe.data ? { result: toIpoApplicationView(subscribe.data, locale) } : {})}
      links={{
        verifyHref: getHref('verified'),
        depositHref: getHref('deposit'),
        recordsHref: getHref('newShareRecords'),
        offeringHref: ipoOfferingHref(offeringId),
      }}
    />
  );
}
