export { LoanOrdersScreen } from './LoanOrdersScreen.tsx';
export type { LoanOrdersScreenProps, LoanRepayProps, LoanRepayValues } from './LoanOrdersScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { loanOrdersScreenMessages } from './LoanOrdersScreen.messages.ts';
