import {
  allottedOffering,
  appliedApplication,
  committedDraw,
  drawnDraw,
  fixtureTimeZone,
  ipoApplications,
  offeringsShell,
  subscribingOffering,
  upcomingOffering,
  pendingDraw,
  listedOffering,
} from '../shared/fixtures.ts';
import type { IpoDetailScreenProps } from './IpoDetailScreen.types.ts';

export const ipoDetailProps: IpoDetailScreenProps = {
  shell: offeringsShell('IPOの詳細', '#/home/newShare'),
  status: 'ready',
  onRetry: () => undefined,
  timeZone: fixtureTimeZone,
  offering: subscribingOffering,
  businessSummary:
    '製造業向けのデータ分析クラウドを提供しています。工場の設備データから故障の予兆を見つけるサービスが主力です。',
  myApplication: null,
  draw: committedDraw,
  applyHref: '#/mine/newShareOrder?stockIndex=5031',
  verifyHref: '#/home/newShareVerify?id=5031',
  recordsHref: '#/home/newShareRecords',
};

/** The user has applied: the held amount instead of the apply link. */
export const appliedDetail = {
  offering: { ...subscribingOffering, myApplicationId: appliedApplication.id },
  myApplication: appliedApplication,
} satisfies Partial<IpoDetailScreenProps>;

/** Drawn: the winning rate, the seed published, and the user's won application. */
export const drawnDetail = {
  offering: allottedOffering,
  draw: drawnDraw,
  myApplication: ipoApplications[2]!,
} satisfies Partial<IpoDetailScreenProps>;

export const upcomingDetail = {
  offering: upcomingOffering,
  draw: pendingDraw,
} satisfies Partial<IpoDetailScreenProps>;

export const listedDetail = {
  offering: listedOffering,
  draw: { ...drawnDraw, entryCount: 5806, winnerCount: 180 },
  myApplication: ipoApplications[3]!,
} satisfies Partial<IpoDetailScreenProps>;
