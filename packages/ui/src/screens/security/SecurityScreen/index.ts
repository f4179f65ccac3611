export { SecurityScreen } from './SecurityScreen.tsx';
export type {
  NewRecoveryCodes,
  NotificationEmail,
  PasskeyAdd,
  PasskeyRemoval,
  PasskeyRename,
  RecoveryCodesView,
  SecurityScreenProps,
} from './SecurityScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { securityScreenMessages } from './SecurityScreen.messages.ts';
