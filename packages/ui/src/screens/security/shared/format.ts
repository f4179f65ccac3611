import type { IntlShape } from 'react-intl';
import { formatWith } from '../../mine/shared/format.ts';
import type { BadgeTone } from '../../../components/StatusBadge/StatusBadge.tsx';
import type { PasskeyFailure, SignInMethod, SignInOutcome } from './types.ts';
import { securityCommonMessages as m } from './securityCommon.messages.ts';

/**
 * An ISO 8601 instant as a date and time in the customer's time zone (`timeZone`, an IANA name; the device's own
 * when not given), with the zone named, so a sign-in at 03:12 is never read in the wrong zone.
 */
export function formatInstant(intl: IntlShape, iso: string, timeZone?: string): string {
  return intl.formatDate(iso, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
}

/** A calendar date of an instant, in the customer's time zone. */
export function formatDay(intl: IntlShape, iso: string, timeZone?: string): string {
  return intl.formatDate(iso, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}

const failureMessages = {
  cancelled: m.failureCancelled,
  not_allowed: m.failureNotAllowed,
  timeout: m.failureTimeout,
  not_recognised: m.failureNotRecognised,
  expired: m.failureExpired,
  unsupported: m.failureUnsupported,
  failed: m.failureFailed,
} as const satisfies Record<PasskeyFailure, unknown>;

/** What to tell the customer when a passkey ceremony did not complete. */
export function failureText(intl: IntlShape, failure: PasskeyFailure): string {
  return intl.formatMessage(failureMessages[failure]);
}

const methodMessages = {
  password: m.methodPassword,
  passkey: m.methodPasskey,
  recovery: m.methodRecovery,
} as const satisfies Record<SignInMethod, unknown>;

function known<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/** A sign-in method in words; one this build does not know, as given. */
export function methodLabel(intl: IntlShape, method: string): string {
  return known(methodMessages, method) ? intl.formatMessage(methodMessages[method]) : method;
}

const outcomes = {
  success: { message: m.outcomeSuccess, tone: 'positive' },
  second_factor_required: { message: m.outcomeSecondFactor, tone: 'info' },
  wrong_password: { message: m.outcomeWrongPassword, tone: 'critical' },
  passkey_failed: { message: m.outcomePasskeyFailed, tone: 'critical' },
  recovery_code_failed: { message: m.outcomeRecoveryFailed, tone: 'critical' },
  account_restricted: { message: m.outcomeRestricted, tone: 'warning' },
} as const satisfies Record<SignInOutcome, { message: unknown; tone: BadgeTone }>;

/** A sign-in outcome in words and a tone; one this build does not know, as given and neutral. */
export function outcomeOf(intl: IntlShape, outcome: string): { label: string; tone: BadgeTone } {
  return known(outcomes, outcome)
    ? { label: intl.formatMessage(outcomes[outcome].message), tone: outcomes[outcome].tone }
    : { label: outcome, tone: 'neutral' };
}

/** The browser and system of a sign-in or session ("Chrome（Android）"), or "unknown browser". */
export function browserText(intl: IntlShape, browser: string | null, os: string | null): string {
  if (browser && os) return formatWith(intl, m.browserOn, { browser, os });
  return browser ?? os ?? intl.formatMessage(m.unknownBrowser);
}

/**
 * A server message code (`error.<code>`) in the customer's language, looked up by id in the core catalogue (loaded
 * at start in every language); a code this build does not know, as given.
 */
export function codeText(intl: IntlShape, code: string): string {
  const id = `error.${code}`;
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : code;
}
