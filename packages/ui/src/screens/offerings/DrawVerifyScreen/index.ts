export { DrawVerifyScreen } from './DrawVerifyScreen.tsx';
export {
  drawCheckStates,
  type DrawCheck,
  type DrawCheckState,
  type DrawHashCheck,
  type DrawMyEntryCheck,
  type DrawRerunCheck,
  type DrawVerification,
  type DrawVerifyScreenProps,
} from './DrawVerifyScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { drawVerifyScreenMessages } from './DrawVerifyScreen.messages.ts';
