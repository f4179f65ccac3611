import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { IpoRecordsScreen, ipoRecordsScreenMessages, type IpoRecordsTab } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { useMarket } from '../../app/market.ts';
import { getHref, positionInfoHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { pagedList } from '../mine/useMine.ts';
import { ipoDrawVerifyHref, ipoOfferingHref } from './offerings.links.ts';
import { toIpoAllotmentView, toIpoApplicationView } from './offerings.mappers.ts';
import { ipoAllotmentsQuery, ipoApplicationsQuery, useCancelIpoApplication } from './offerings.queries.ts';

/**
 * /mine/newShareRecords: the user's IPO applications (held amounts, cancel before the deadline) and allotments (what
 * was charged, what the lottery released, the shares' holding once listed), with each draw's verification.
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(ipoRecordsScreenMessages.title),
    active: 'menu',
    backHref: getHref('newShare'),
  });
  const [market] = useMarket();
  const [params, setParams] = useSearchParams();
  const tab: IpoRecordsTab = params.get('tab') === 'allotments' ? 'allotments' : 'applications';
  const applications = useInfiniteQuery(ipoApplicationsQuery(account, market));
  const allotments = useInfiniteQuery({ ...ipoAllotmentsQuery(account, market), enabled: tab === 'allotments' });
  const cancel = useCancelIpoApplication(account);
  const locale = readLocale();
  const pages = <T,>(data: { pages: { items: T[] }[] } | undefined) => (data?.pages ?? []).flatMap((p) => p.items);
  return (
    <IpoRecordsScreen
      shell={shell}
      tab={tab}
      onTabChange={(next) => setParams(next === 'applications' ? {} : { tab: next }, { replace: true })}
      applications={pagedList(
        applications,
        pages(applications.data).map((a) => toIpoApplicationView(a, locale)),
      )}
      allotments={pagedList(
        allotments,
        pages(allotments.data).map((a) => toIpoAllotmentView(a, locale)),
      )}
      onCancelApplication={(id) => cancel.mutateAsync(id).catch(() => undefined)}
      {...(cancel.isError && isApiError(cancel.error) ? { cancelRefusal: cancel.error.code } : {})}
      getOfferingHref={ipoOfferingHref}
      getVerifyHref={ipoDrawVerifyHref}
      getPositionHref={positionInfoHref}
    />
  );
}
