export { WatchlistScreen } from './WatchlistScreen.tsx';
export type { WatchlistScreenProps } from './WatchlistScreen.types.ts';
