// Public exports of the security screens (passkeys, recovery codes, sign-in history, sessions, step-up); re-exported
// from the package index. Their messages are the `security` area's.
export {
  passkeyFailures,
  signInMethods,
  signInOutcomes,
  type PasskeyFailure,
  type PasskeyView,
  type SecurityShell,
  type SecurityStatus,
  type SessionView,
  type SignInEventView,
  type SignInMethod,
  type SignInOutcome,
} from './shared/types.ts';
export * from './SecurityScreen/index.ts';
