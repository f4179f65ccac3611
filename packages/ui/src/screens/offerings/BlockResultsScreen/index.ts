export { BlockResultsScreen } from './BlockResultsScreen.tsx';
export type { BlockLotteryView, BlockResultView, BlockResultsScreenProps } from './BlockResultsScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { blockResultsScreenMessages } from './BlockResultsScreen.messages.ts';
