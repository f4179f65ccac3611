import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { IpoListScreen, ipoListScreenMessages, ipoOfferingStates, type IpoOfferingState } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { useMarket } from '../../app/market.ts';
import { getHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { pagedList } from '../mine/useMine.ts';
import { ipoOfferingHref, ipoApplyHref } from './offerings.links.ts';
import { toIpoOfferingView } from './offerings.mappers.ts';
import { ipoOfferingsQuery } from './offerings.queries.ts';

const isState = (value: string | null): value is IpoOfferingState =>
  (ipoOfferingStates as readonly string[]).includes(value ?? '');

/**
 * /home/newShare: the chosen market's IPOs by state (`?state=`, subscribing first: what a user can act on), a page at
 * a time, each with its calendar in the user's time zone.
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(ipoListScreenMessages.title),
    active: 'market',
    backHref: getHref('home'),
  });
  const [market] = useMarket();
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const tab: IpoOfferingState = isState(requested) ? requested : 'subscribing';
  const offerings = useInfiniteQuery(ipoOfferingsQuery(account, market, tab));
  const locale = readLocale();
  const items = (offerings.data?.pages ?? []).flatMap((page) => page.items.map((o) => toIpoOfferingView(o, locale)));
  return (
    <IpoListScreen
      shell={shell}
      tab={tab}
      onTabChange={(next) => setParams({ state: next }, { replace: true })}
      offerings={pagedList(offerings, items)}
      getOfferingHref={ipoOfferingHref}
      getApplyHref={ipoApplyHref}
      recordsHref={getHref('newShareRecords')}
    />
  );
}
