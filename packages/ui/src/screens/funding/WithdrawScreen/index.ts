export { WithdrawScreen } from './WithdrawScreen.tsx';
export {
  withdrawalStatuses,
  type WithdrawableView,
  type WithdrawalStatus,
  type WithdrawalView,
  type WithdrawLinks,
  type WithdrawReadiness,
  type WithdrawScreenProps,
} from './WithdrawScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { withdrawScreenMessages } from './WithdrawScreen.messages.ts';
