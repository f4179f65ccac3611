export { BankCardsScreen } from './BankCardsScreen.tsx';
export type { BankCardRemoval, BankCardsScreenProps } from './BankCardsScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { bankCardsScreenMessages } from './BankCardsScreen.messages.ts';
