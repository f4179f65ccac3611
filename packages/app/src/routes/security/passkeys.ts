import type * as SimpleWebAuthn from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, isApiError, type ResponseData } from '@kabuto/api-client';
import type { PasskeyFailure } from '@kabuto/ui';
import { api } from '../../app/api.ts';
import { describeError } from '../../app/intl.ts';

// Passkeys as the app meets them: the account's overview (whether it has one, whether a step-up is fresh), and the
// browser's ceremonies through @simplewebauthn/browser, which is fetched the first time a ceremony runs (a dynamic
// import): the initial load and the routes that never run one do not carry it.

export type SecurityOverview = ResponseData<'/security/overview'>;

/**
 * What protects the account, asked afresh whenever a screen opens: another device may have added a passkey, and a
 * step-up's freshness runs out by the minute.
 */
export function securityOverviewQuery(account: string) {
  return queryOptions({
    queryKey: ['user', account, 'security', 'overview'],
    queryFn: () => api.post('/security/overview'),
    staleTime: 0,
  });
}

type Browser = typeof SimpleWebAuthn;
let library: Promise<Browser> | null = null;
const load = (): Promise<Browser> => (library ??= import('@simplewebauthn/browser'));

type CreationOptions = ResponseData<'/security/passkey/registerOptions'>;
type RequestOptions = ResponseData<'/security/stepUp/options'>;

/** This browser can make and use passkeys (the Web Authentication API exists); no library needed to tell. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * A ceremony the browser ended without an answer. `NotAllowedError` is what Chromium gives both for a sheet the
 * customer closed and for one that timed out, so the time it took tells them apart.
 */
class CeremonyError extends Error {
  constructor(
    readonly failure: PasskeyFailure,
    readonly code?: string,
  ) {
    super(failure);
    this.name = 'CeremonyError';
  }
}

async function ceremony<T>(timeoutMs: number | undefined, run: (browser: Browser) => Promise<T>): Promise<T> {
  if (!passkeysSupported()) throw new CeremonyError('unsupported');
  const browser = await load();
  const started = Date.now();
  try {
    return await run(browser);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const code = (error as { code?: unknown }).code;
    if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
      throw new CeremonyError('failed', 'passkey_already_registered');
    }
    if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') throw new CeremonyError('cancelled');
    if (name === 'NotAllowedError') {
      const timedOut = timeoutMs !== undefined && Date.now() - started >= timeoutMs - 1_000;
      throw new CeremonyError(timedOut ? 'timeout' : 'not_allowed');
    }
    if (name === 'NotSupportedError') throw new CeremonyError('unsupported');
    throw new CeremonyError('failed');
  }
}

/** Runs `navigator.credentials.create()` with the server's options; answers the credential as the contract's JSON text. */
export async function createPasskey(options: CreationOptions): Promise<string> {
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await ceremony(options.timeout, (browser) => browser.startRegistration({ optionsJSON }));
  return JSON.stringify(response);
}

/** Runs `navigator.credentials.get()` with the server's options (a step-up, a sign-in); answers the JSON text. */
export async function assertPasskey(options: RequestOptions): Promise<string> {
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await ceremony(options.timeout, (browser) => browser.startAuthentication({ optionsJSON }));
  return JSON.stringify(response);
}

/** Why a ceremony or its verification did not complete, as a screen shows it: a failure kind or a translated refusal. */
export interface PasskeyProblem {
  failure?: PasskeyFailure;
  formError?: string;
}

/** The server's codes that mean "this passkey answer could not be verified". */
const notRecognised = new Set(['passkey_verification_failed', 'passkey_not_found']);

export function passkeyProblem(error: unknown): PasskeyProblem {
  if (error instanceof CeremonyError) {
    return error.code
      ? { failure: error.failure, formError: describeError(new ApiError(error.code, 0)) }
      : { failure: error.failure };
  }
  if (isApiError(error)) {
    if (notRecognised.has(error.code)) return { failure: 'not_recognised' };
    return { formError: describeError(error) };
  }
  return { failure: 'failed' };
}
