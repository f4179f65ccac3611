export { HomeScreen } from './HomeScreen.tsx';
export { rankingKinds, type HomeScreenProps, type HomeScreenStatus, type RankingKind } from './HomeScreen.types.ts';
