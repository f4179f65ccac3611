export { ExchangeScreen } from './ExchangeScreen.tsx';
export type {
  ExchangeFormProps,
  ExchangeLinks,
  ExchangeQuoteState,
  ExchangeScreenProps,
} from './ExchangeScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { exchangeScreenMessages } from './ExchangeScreen.messages.ts';
