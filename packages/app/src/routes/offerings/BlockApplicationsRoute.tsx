import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '@kabuto/api-client';
import { BlockApplicationsScreen, blockApplicationsScreenMessages } from '@kabuto/ui';
import { readLocale } from '../../app/intl.ts';
import { useMarket } from '../../app/market.ts';
import { getHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { pagedList } from '../mine/useMine.ts';
import { blockDistributionHref } from './offerings.links.ts';
import { toBlockApplicationView } from './offerings.mappers.ts';
import { blockApplicationsQuery, useCancelBlockApplication } from './offerings.queries.ts';

/** /home/large2: the user's distribution applications, with what is held and cancel while pending. */
export function Component() {
  const intl = useIntl();
  const account = useSession()?.account ?? '';
  const shell = useShell({
    title: intl.formatMessage(blockApplicationsScreenMessages.title),
    active: 'market',
    backHref: getHref('blocks'),
  });
  const [market] = useMarket();
  const list = useInfiniteQuery(blockApplicationsQuery(account, market));
  const cancel = useCancelBlockApplication(account);
  const locale = readLocale();
  const items = (list.data?.pages ?? []).flatMap((page) => page.items.map((a) => toBlockApplicationView(a, locale)));
  return (
    <BlockApplicationsScreen
      shell={shell}
      applications={pagedList(list, items)}
      onCancelApplication={(id) => cancel.mutateAsync(id).catch(() => undefined)}
      {...(cancel.isError && isApiError(cancel.error) ? { cancelRefusal: cancel.error.code } : {})}
      getDistributionHref={blockDistributionHref}
      resultsHref={getHref('blockResults')}
    />
  );
}
