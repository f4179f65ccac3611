import type { RankingKind } from '@kabuto/ui';

/** The ranking the home screen shows first. */
export const defaultRankingKind: RankingKind = 'gainers';
