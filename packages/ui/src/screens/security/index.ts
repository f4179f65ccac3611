// Public exports of the security screens (passkeys, recovery codes, sign-in history, sessions, step-up); re-exported
// from the package index. Their messages are the `security` area's.
export {
  passkeyFailures,
  signInMethods,
  signInOutcomes,
  type PasskeyFailure,
  type PasskeyView,
  type SecurityList,
  type SecurityShell,
  type SecurityStatus,
  type SessionView,
  type SignInEventView,
  type SignInMethod,
  type SignInOutcome,
} from './shared/types.ts';
export * from './SecurityScreen/index.ts';
export * from './SignInHistoryScreen/index.ts';
export * from './SessionsScreen/index.ts';
export * from './PasskeySetupPromptScreen/index.ts';
export * from './StepUpDialog/index.ts';
export * from './PasskeySignInStepScreen/index.ts';
export * from './RecoveryCodeSignInScreen/index.ts';
