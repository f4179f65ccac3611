import {
  allottedOffering,
  awaitingOffering,
  fixtureTimeZone,
  listedOffering,
  offeringsShell,
  stockNames,
  subscribingOffering,
  upcomingOffering,
} from '../shared/fixtures.ts';
import type { IpoOfferingState, IpoOfferingView, OfferingsList } from '../shared/types.ts';
import type { IpoListScreenProps } from './IpoListScreen.types.ts';

/** The offerings of each tab, as `listIpoOfferings` with `state` would return them. */
export const offeringsByState: Record<IpoOfferingState, IpoOfferingView[]> = {
  upcoming: [upcomingOffering],
  subscribing: [
    subscribingOffering,
    {
      ...subscribingOffering,
      id: '5029',
      code: '5587',
      name: stockNames['5587']!.jp,
      segment: 'tse_standard',
      offeringPrice: '640.5',
      priceRangeLow: '610',
      priceRangeHigh: '640.5',
      minAmount: '64050',
      maxLotsPerAccount: 5,
      myApplicationId: '90141',
    },
  ],
  awaiting_lottery: [awaitingOffering],
  allotted: [allottedOffering],
  listed: [listedOffering],
};

export function offeringsList(items: readonly IpoOfferingView[]): OfferingsList<IpoOfferingView> {
  return { status: 'ready', items, hasMore: false, onLoadMore: () => undefined, onRetry: () => undefined };
}

export const ipoListProps: IpoListScreenProps = {
  shell: offeringsShell('新規公開株（IPO）'),
  timeZone: fixtureTimeZone,
  tab: 'subscribing',
  onTabChange: () => undefined,
  offerings: offeringsList(offeringsByState.subscribing),
  getOfferingHref: (id) => `#/home/newShareInfo?id=${id}`,
  getApplyHref: (id) => `#/mine/newShareOrder?stockIndex=${id}`,
  recordsHref: '#/home/newShareRecords',
};

/** The props of one tab. */
export function ipoListTab(tab: IpoOfferingState): Pick<IpoListScreenProps, 'tab' | 'offerings'> {
  return { tab, offerings: offeringsList(offeringsByState[tab]) };
}
