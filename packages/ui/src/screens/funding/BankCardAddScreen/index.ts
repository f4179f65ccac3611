export { BankCardAddScreen } from './BankCardAddScreen.tsx';
export type { BankCardAddScreenProps } from './BankCardAddScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { bankCardAddScreenMessages } from './BankCardAddScreen.messages.ts';
