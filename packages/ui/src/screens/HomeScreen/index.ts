export { HomeScreen } from './HomeScreen.tsx';
export type { HomeScreenProps, HomeScreenStatus } from './HomeScreen.types.ts';
