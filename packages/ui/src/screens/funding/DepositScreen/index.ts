export { DepositScreen } from './DepositScreen.tsx';
export {
  depositCopyFields,
  type DepositChannelView,
  type DepositCopyField,
  type DepositScreenProps,
} from './DepositScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { depositScreenMessages } from './DepositScreen.messages.ts';
