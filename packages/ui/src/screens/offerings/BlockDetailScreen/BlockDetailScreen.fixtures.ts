import { fixtureTimeZone, offeringsShell, openDistribution, pendingBlockApplication } from '../shared/fixtures.ts';
import type { BlockDetailScreenProps } from './BlockDetailScreen.types.ts';

export const blockDetailProps: BlockDetailScreenProps = {
  shell: offeringsShell('立会外分売の詳細', '#/home/large'),
  status: 'ready',
  onRetry: () => undefined,
  timeZone: fixtureTimeZone,
  distribution: openDistribution,
  availableCash: '1250000',
  identityVerified: true,
  myApplication: null,
  shares: '300',
  onSharesChange: () => undefined,
  onSubmit: () => Promise.resolve(),
  submitting: false,
  links: {
    verifyHref: '#/mine/verified',
    depositHref: '#/mine/deposit',
    applicationsHref: '#/home/large2',
  },
};

/** The user has a live application: shown instead of the form. */
export const appliedProps = {
  distribution: { ...openDistribution, myApplicationId: pendingBlockApplication.id },
  myApplication: pendingBlockApplication,
} satisfies Partial<BlockDetailScreenProps>;
