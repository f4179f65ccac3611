export { FundPasswordScreen } from './FundPasswordScreen.tsx';
export type { FundPasswordMode, FundPasswordScreenProps } from './FundPasswordScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { fundPasswordScreenMessages } from './FundPasswordScreen.messages.ts';
