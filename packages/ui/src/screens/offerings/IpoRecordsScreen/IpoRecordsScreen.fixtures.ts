import { fixtureTimeZone, ipoAllotments, ipoApplications, offeringsShell } from '../shared/fixtures.ts';
import type { OfferingsList } from '../shared/types.ts';
import type { IpoRecordsScreenProps } from './IpoRecordsScreen.types.ts';

export function recordsList<T>(items: readonly T[]): OfferingsList<T> {
  return { status: 'ready', items, hasMore: false, onLoadMore: () => undefined, onRetry: () => undefined };
}

export const ipoRecordsProps: IpoRecordsScreenProps = {
  shell: offeringsShell('IPOの申込・当選履歴', '#/home/newShare'),
  timeZone: fixtureTimeZone,
  tab: 'applications',
  onTabChange: () => undefined,
  applications: recordsList(ipoApplications),
  allotments: recordsList(ipoAllotments),
  onCancelApplication: () => Promise.resolve(),
  getOfferingHref: (id) => `#/home/newShareInfo?id=${id}`,
  getVerifyHref: (id) => `#/home/newShareVerify?id=${id}`,
  getPositionHref: (id) => `#/position/index?tab=newShares&id=${id}`,
};
