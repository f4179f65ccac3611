import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { BlockListScreen, blockListScreenMessages, type BlockListTab } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { useMarket } from '../../app/market.ts';
import { getHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { pagedList } from '../mine/useMine.ts';
import { blockDistributionHref } from './offerings.links.ts';
import { toBlockDistributionView } from './offerings.mappers.ts';
import { blockDistributionsQuery } from './offerings.queries.ts';

/** /home/large: the off-floor distributions open today (`?tab=upcoming`: those announced), a page at a time. */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(blockListScreenMessages.title),
    active: 'market',
    backHref: getHref('home'),
  });
  const [market] = useMarket();
  const [params, setParams] = useSearchParams();
  const tab: BlockListTab = params.get('tab') === 'upcoming' ? 'upcoming' : 'today';
  const list = useInfiniteQuery(blockDistributionsQuery(account, market, tab === 'today' ? 'open' : 'announced'));
  const locale = readLocale();
  const items = (list.data?.pages ?? []).flatMap((page) => page.items.map((d) => toBlockDistributionView(d, locale)));
  return (
    <BlockListScreen
      shell={shell}
      tab={tab}
      onTabChange={(next) => setParams(next === 'today' ? {} : { tab: next }, { replace: true })}
      distributions={pagedList(list, items)}
      getDistributionHref={blockDistributionHref}
      applicationsHref={getHref('blockApplications')}
      resultsHref={getHref('blockResults')}
    />
  );
}
