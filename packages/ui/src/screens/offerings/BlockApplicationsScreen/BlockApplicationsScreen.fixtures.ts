import { blockApplications, fixtureTimeZone, offeringsShell } from '../shared/fixtures.ts';
import type { BlockApplicationView, OfferingsList } from '../shared/types.ts';
import type { BlockApplicationsScreenProps } from './BlockApplicationsScreen.types.ts';

export function applicationsList(items: readonly BlockApplicationView[]): OfferingsList<BlockApplicationView> {
  return { status: 'ready', items, hasMore: false, onLoadMore: () => undefined, onRetry: () => undefined };
}

export const blockApplicationsProps: BlockApplicationsScreenProps = {
  shell: offeringsShell('分売の申込履歴', '#/home/large'),
  timeZone: fixtureTimeZone,
  applications: applicationsList(blockApplications),
  onCancelApplication: () => Promise.resolve(),
  getDistributionHref: (id) => `#/home/largeInfo?id=${id}`,
  resultsHref: '#/home/large3',
};
