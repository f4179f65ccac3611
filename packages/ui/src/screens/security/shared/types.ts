import type { MineShell } from '../../mine/shared/MineFrame.tsx';

// The view models the security screens (passkeys, recovery codes, sign-in history, sessions, step-up) share. The ui
// keeps its own unions of the contract's values; the app's mappers are typed so that a drift fails to compile.

/** The chrome around a security screen under /mine (the app shell: header, top bar, bottom menu). */
export type SecurityShell = MineShell;

/** Where a screen or a list is: loading (skeleton), error (retry) or ready. */
export type SecurityStatus = 'loading' | 'error' | 'ready';

/** A paginated list: the rows loaded so far, whether more pages exist, and its own load state. */
export interface SecurityList<T> {
  status: SecurityStatus;
  items: readonly T[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry?: () => void;
}

/** A registered passkey (a WebAuthn credential), as the customer named it (the contract's `Passkey`). */
export interface PasskeyView {
  id: string;
  /** The customer's name for it ("iPhone", "Office PC"). */
  name: string;
  /** ISO 8601 instants. */
  createdAt: string;
  /** Null until it has been used to sign in or to confirm. */
  lastUsedAt: string | null;
  /** A synced passkey that may be on several of the customer's devices (iCloud Keychain, Google Password Manager). */
  multiDevice: boolean;
}

/** How a sign-in was made (the contract's `SignInMethod`): the password, a passkey (alone or after it), a code. */
export const signInMethods = ['password', 'passkey', 'recovery'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/**
 * What came of a sign-in attempt (the contract's `SignInOutcome`): `success`; `second_factor_required` (the
 * password was right and the passkey was asked for); a wrong password, a failed passkey or recovery code; an account
 * barred from signing in. Attempts refused by the throttle are not recorded.
 */
export const signInOutcomes = [
  'success',
  'second_factor_required',
  'wrong_password',
  'passkey_failed',
  'recovery_code_failed',
  'account_restricted',
] as const;
export type SignInOutcome = (typeof signInOutcomes)[number];

/** One sign-in attempt on the customer's account (the contract's `SignInEvent`). */
export interface SignInEventView {
  id: string;
  /** ISO 8601 instant; shown in the customer's time zone. */
  time: string;
  /** A method of `signInMethods`; a later one is shown as given. */
  method: SignInMethod | (string & {});
  /** An outcome of `signInOutcomes`; a later one is shown as given. */
  outcome: SignInOutcome | (string & {});
  /** The browser and the system, as the server read them from the user agent; null when unknown. */
  browser: string | null;
  os: string | null;
  /** The network address it came from. */
  ipAddress: string;
  /** A successful sign-in from a browser that had not signed in before (an alert was sent). */
  newBrowser: boolean;
}

/** A signed-in session: a browser that is signed in now (the contract's `ActiveSession`). */
export interface SessionView {
  id: string;
  browser: string | null;
  os: string | null;
  ipAddress: string;
  /** How it signed in. */
  method: SignInMethod | (string & {});
  /** ISO 8601 instants. */
  createdAt: string;
  lastSeenAt: string;
  /** The session this screen is shown in. */
  current: boolean;
}

/**
 * Why a passkey ceremony did not complete, as the browser or the server says:
 * - `cancelled`: the customer closed the browser's passkey sheet;
 * - `not_allowed`: the browser refused (`NotAllowedError`: no passkey on this device, or the sheet was dismissed);
 * - `timeout`: nothing happened in time;
 * - `not_recognised`: the server could not verify it: not one of this account's passkeys, or a failed check
 *   (`passkey_verification_failed`);
 * - `expired`: the challenge ran out before the answer came;
 * - `unsupported`: this browser cannot use passkeys;
 * - `failed`: anything else (the app may pass the server's translated message too).
 */
export const passkeyFailures = [
  'cancelled',
  'not_allowed',
  'timeout',
  'not_recognised',
  'expired',
  'unsupported',
  'failed',
] as const;
export type PasskeyFailure = (typeof passkeyFailures)[number];
