export { LoanScreen } from './LoanScreen.tsx';
export type { LoanDrawProps, LoanDrawValues, LoanLinks, LoanReadiness, LoanScreenProps } from './LoanScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { loanScreenMessages } from './LoanScreen.messages.ts';
