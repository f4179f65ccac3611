import { blockApplications, fixtureTimeZone, offeringsShell } from '../shared/fixtures.ts';
import type { OfferingsList } from '../shared/types.ts';
import type { BlockResultView, BlockResultsScreenProps } from './BlockResultsScreen.types.ts';

const decided = blockApplications.filter((application) => application.decidedAt !== null);

/** The decided applications; the partly allotted one went to the lottery (its distribution was oversubscribed). */
export const blockResults: BlockResultView[] = decided.map((application) => ({
  ...application,
  lottery:
    application.allocation === 'partial' || application.allocation === 'none'
      ? {
          seedHash: '3b7e9f1c0a52d84e6f17c3a9b05d2e8f41a6c7b9d0e3f25a8c14b6d7e9f0a2c3',
          entriesHash: 'd41e8b2f7c0a93e5b16f4d2a8c7e0b3f95a1d6c4e8b2f0a7d3c9e5b1f6a4d8c2',
          seed: '8f2a6c1e9b4d07f3a5e2c8b1d6f490e7c3a5b2d8f1e6c4a9b07d3e5f2a8c1b6e',
        }
      : null,
}));

export function resultsList(items: readonly BlockResultView[]): OfferingsList<BlockResultView> {
  return { status: 'ready', items, hasMore: false, onLoadMore: () => undefined, onRetry: () => undefined };
}

export const blockResultsProps: BlockResultsScreenProps = {
  shell: offeringsShell('分売の配分結果', '#/home/large'),
  timeZone: fixtureTimeZone,
  results: resultsList(blockResults),
  getDistributionHref: (id) => `#/home/largeInfo?id=${id}`,
  getPositionHref: (id) => `#/position/index?id=${id}`,
  applicationsHref: '#/home/large2',
};
