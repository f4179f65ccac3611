export { IdentityScreen } from './IdentityScreen.tsx';
export {
  identityStatuses,
  type IdentityNextSteps,
  type IdentityScreenProps,
  type IdentityStatus,
  type IdentityVerificationView,
} from './IdentityScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { identityScreenMessages } from './IdentityScreen.messages.ts';
