import type {
  ResponseData,
  SignInMethod as ApiSignInMethod,
  SignInOutcome as ApiSignInOutcome,
} from '@kabuto/api-client';
import type {
  PasskeyView,
  RecoveryCodesView,
  SessionView,
  SignInEventView,
  SignInMethod,
  SignInOutcome,
} from '@kabuto/ui';
import type { SecurityOverview } from './passkeys.ts';

// From the contract's security answers to the screens' view models. The ui keeps its own unions of the contract's
// values; these assignments fail to compile when the two drift apart.
const methodsMatch: ApiSignInMethod extends SignInMethod
  ? SignInMethod extends ApiSignInMethod
    ? true
    : false
  : false = true;
const outcomesMatch: ApiSignInOutcome extends SignInOutcome
  ? SignInOutcome extends ApiSignInOutcome
    ? true
    : false
  : false = true;
void methodsMatch;
void outcomesMatch;

type Passkey = ResponseData<'/security/passkeys'>['items'][number];
type SignInEvent = ResponseData<'/security/signIns'>['items'][number];
type ActiveSession = ResponseData<'/security/sessions'>['items'][number];

/** A set of recovery codes holds ten. */
export const recoveryCodesPerSet = 10;

export function toPasskeyView(passkey: Passkey): PasskeyView {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
    multiDevice: passkey.multiDevice,
  };
}

/** Newest first, as the screen lists them. */
export function toPasskeyViews(page: { items: readonly Passkey[] } | undefined): PasskeyView[] {
  return [...(page?.items ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).map(toPasskeyView);
}

export function toSignInEventView(event: SignInEvent): SignInEventView {
  return {
    id: event.id,
    time: event.time,
    method: event.method,
    outcome: event.outcome,
    browser: event.browser,
    os: event.os,
    ipAddress: event.ipAddress,
    newBrowser: event.newBrowser,
  };
}

export function toSignInEventViews(pages: readonly { items: readonly SignInEvent[] }[]): SignInEventView[] {
  return pages.flatMap((page) => page.items.map(toSignInEventView));
}

export function toSessionView(session: ActiveSession): SessionView {
  return {
    id: session.id,
    browser: session.browser,
    os: session.os,
    ipAddress: session.ipAddress,
    method: session.method,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session.current,
  };
}

/** This device's session first, then the others by their last activity. */
export function toSessionViews(page: { items: readonly ActiveSession[] } | undefined): SessionView[] {
  return [...(page?.items ?? [])]
    .sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt))
    .map(toSessionView);
}

export function toRecoveryCodesView(overview: SecurityOverview | undefined): RecoveryCodesView {
  return {
    remaining: overview?.recoveryCodesLeft ?? 0,
    total: recoveryCodesPerSet,
    generatedAt: overview?.recoveryCodesGeneratedAt ?? null,
  };
}

/** An instant the server gave that is still ahead (a recovery window, a step-up); undefined once it has passed. */
export function stillAhead(until: string | null | undefined, now = Date.now()): string | undefined {
  return until && Date.parse(until) > now ? until : undefined;
}
