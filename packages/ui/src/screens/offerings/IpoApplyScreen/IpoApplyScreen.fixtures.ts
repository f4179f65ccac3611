import { appliedApplication, fixtureTimeZone, offeringsShell, subscribingOffering } from '../shared/fixtures.ts';
import type { IpoApplyScreenProps } from './IpoApplyScreen.types.ts';

export const ipoApplyProps: IpoApplyScreenProps = {
  shell: offeringsShell('IPOの申込', '#/home/newShareInfo?id=5031'),
  status: 'ready',
  onRetry: () => undefined,
  timeZone: fixtureTimeZone,
  offering: subscribingOffering,
  availableCash: '1250000',
  identityVerified: true,
  lots: '3',
  onLotsChange: () => undefined,
  onSubmit: () => Promise.resolve(),
  submitting: false,
  links: {
    verifyHref: '#/mine/verified',
    depositHref: '#/mine/deposit',
    recordsHref: '#/home/newShareRecords',
    offeringHref: '#/home/newShareInfo?id=5031',
  },
};

export const appliedResult = { result: appliedApplication } satisfies Partial<IpoApplyScreenProps>;
