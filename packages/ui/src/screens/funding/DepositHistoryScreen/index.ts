export { DepositHistoryScreen } from './DepositHistoryScreen.tsx';
export type { DepositHistoryScreenProps } from './DepositHistoryScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { depositHistoryScreenMessages } from './DepositHistoryScreen.messages.ts';
