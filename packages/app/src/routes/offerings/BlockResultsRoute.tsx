import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BlockResultsScreen, blockResultsScreenMessages } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { useMarket } from '../../app/market.ts';
import { getHref, positionInfoHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { pagedList } from '../mine/useMine.ts';
import { blockDistributionHref } from './offerings.links.ts';
import { toBlockResultView } from './offerings.mappers.ts';
import { blockApplicationsQuery, blockDistributionQuery } from './offerings.queries.ts';

const decided = new Set(['allotted', 'not_allotted']);

/**
 * /home/large3: the user's decided distribution applications — shares allotted at the distribution price, the amount
 * charged and the hold released — with the lottery's public seed and hash where applications exceeded the shares.
 */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(blockResultsScreenMessages.title),
    active: 'market',
    backHref: getHref('blocks'),
  });
  const [market] = useMarket();
  const list = useInfiniteQuery(blockApplicationsQuery(account, market));
  const applications = (list.data?.pages ?? []).flatMap((page) => page.items).filter((a) => decided.has(a.state));
  const distributionIds = [...new Set(applications.map((a) => a.distributionId))];
  const distributions = useQueries({
    queries: distributionIds.map((id) => blockDistributionQuery(account, id)),
  });
  const byId = new Map(distributions.flatMap((q) => (q.data ? [[q.data.id, q.data] as const] : [])));
  const locale = readLocale();
  return (
    <BlockResultsScreen
      shell={shell}
      results={pagedList(
        list,
        applications.map((a) => toBlockResultView(a, byId.get(a.distributionId), locale)),
      )}
      getDistributionHref={blockDistributionHref}
      getPositionHref={positionInfoHref}
      applicationsHref={getHref('blockApplications')}
    />
  );
}
