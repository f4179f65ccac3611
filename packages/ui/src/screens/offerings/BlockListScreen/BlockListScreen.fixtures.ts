import {
  announcedDistribution,
  feeDistribution,
  fixtureTimeZone,
  offeringsShell,
  openDistribution,
} from '../shared/fixtures.ts';
import type { BlockDistributionView, OfferingsList } from '../shared/types.ts';
import type { BlockListScreenProps, BlockListTab } from './BlockListScreen.types.ts';

export const distributionsByTab: Record<BlockListTab, BlockDistributionView[]> = {
  today: [{ ...openDistribution, myApplicationId: '77120' }, feeDistribution],
  upcoming: [announcedDistribution],
};

export function distributionsList(items: readonly BlockDistributionView[]): OfferingsList<BlockDistributionView> {
  return { status: 'ready', items, hasMore: false, onLoadMore: () => undefined, onRetry: () => undefined };
}

export const blockListProps: BlockListScreenProps = {
  shell: offeringsShell('立会外分売'),
  timeZone: fixtureTimeZone,
  tab: 'today',
  onTabChange: () => undefined,
  distributions: distributionsList(distributionsByTab.today),
  getDistributionHref: (id) => `#/home/largeInfo?id=${id}`,
  applicationsHref: '#/home/large2',
  resultsHref: '#/home/large3',
};

/** The props of one tab. */
export function blockListTab(tab: BlockListTab): Pick<BlockListScreenProps, 'tab' | 'distributions'> {
  return { tab, distributions: distributionsList(distributionsByTab[tab]) };
}
