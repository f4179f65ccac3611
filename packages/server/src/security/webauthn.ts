import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Queryable, Tx } from '../db/db.ts';
import { ApiError, invalidParameter } from '../http/errors.ts';
import type { RelyingParty } from './relying-party.ts';

/** How long a challenge (and the browser's prompt) lasts. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Unused sign-in challenges one address may hold at once. */
export const MAX_OPEN_SIGN_IN_CHALLENGES = 30;

export type ChallengePurpose = 'register' | 'sign_in' | 'second_factor' | 'step_up';

/** Whom a challenge was issued to: checked again when its answer comes back. */
export interface ChallengeOwner {
  userId?: bigint | undefined;
  sessionId?: bigint | undefined;
  pendingLoginId?: bigint | undefined;
}

export const passkeyFailed = () => new ApiError(422, 'passkey_verification_failed');

/** Keeps a challenge the server generated, for one use before `CHALLENGE_TTL_MS`; expired ones go on the way. */
export async function storeChallenge(
  tx: Tx,
  challenge: string,
  purpose: ChallengePurpose,
  owner: ChallengeOwner & { address: string },
  now: Date,
): Promise<void> {
  await tx.query('DELETE FROM webauthn_challenges WHERE expires_at <= $1', [now]);
  await tx.query(
    `INSERT INTO webauthn_challenges (challenge, purpose, user_id, session_id, pending_login_id, address, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      challenge,
      purpose,
      owner.userId ?? null,
      owner.sessionId ?? null,
      owner.pendingLoginId ?? null,
      owner.address,
      new Date(now.getTime() + CHALLENGE_TTL_MS),
    ],
  );
}

/** How many unexpired sign-in challenges an address holds (anyone may ask for one, so each address has a cap). */
export async function openSignInChallenges(tx: Queryable, address: string, now: Date): Promise<number> {
  const [row] = await tx.query<{ n: bigint }>(
    `SELECT COUNT(*)::bigint AS n FROM webauthn_challenges WHERE address = $1 AND purpose = 'sign_in' AND expires_at > $2`,
    [address, now],
  );
  return Number(row?.n ?? 0n);
}

/**
 * Uses up the challenge the browser's answer names (in its clientDataJSON), if the server issued it for this purpose
 * and owner and it has not expired: it is deleted as it is checked, so it can never be answered twice (and another
 * user's session cannot spend it). Answers false when there is no such challenge.
 */
export async function consumeChallenge(
  tx: Tx,
  challenge: string,
  purpose: ChallengePurpose,
  owner: ChallengeOwner,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `DELETE FROM webauthn_challenges
     WHERE challenge = $1 AND purpose = $2 AND expires_at > $3
       AND ($4::bigint IS NULL OR user_id = $4) AND ($5::bigint IS NULL OR session_id = $5)
       AND ($6::bigint IS NULL OR pending_login_id = $6)
     RETURNING challenge`,
    [challenge, purpose, now, owner.userId ?? null, owner.sessionId ?? null, owner.pendingLoginId ?? null],
  );
  return rows.length > 0;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function fieldRefused(): ApiError {
  return invalidParameter([{ field: 'credential', rule: 'pattern' }]);
}

/** The browser's answer, parsed: refused as a malformed field when it is not the JSON of a public-key credential. */
export function parseCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  text: string | undefined,
  kind: 'registration' | 'authentication',
): T {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw fieldRefused();
  }
  const candidate = value as { id?: unknown; rawId?: unknown; type?: unknown; response?: Record<string, unknown> };
  const response = candidate?.response;
  const parts =
    kind === 'registration'
      ? ['clientDataJSON', 'attestationObject']
      : ['clientDataJSON', 'authenticatorData', 'signature'];
  const ok =
    typeof value === 'object' &&
    value !== null &&
    typeof candidate.id === 'string' &&
    BASE64URL.test(candidate.id) &&
    candidate.id.length <= 1400 &&
    candidate.rawId === candidate.id &&
    candidate.type === 'public-key' &&
    typeof response === 'object' &&
    response !== null &&
    parts.every((part) => typeof response[part] === 'string' && BASE64URL.test(response[part] as string));
  if (!ok) throw fieldRefused();
  return value as T;
}

/** The challenge an answer claims to answer (its clientDataJSON's), or undefined when it cannot be read. */
export function challengeOf(credential: RegistrationResponseJSON | AuthenticationResponseJSON): string | undefined {
  try {
    const clientData = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof clientData.challenge === 'string' && BASE64URL.test(clientData.challenge)
      ? clientData.challenge
      : undefined;
  } catch {
    return undefined;
  }
}

export interface StoredPasskey {
  id: bigint;
  user_id: bigint;
  credential_id: string;
  public_key: Uint8Array;
  sign_count: bigint;
  transports: string;
  name: string;
}

const transportsOf = (row: { transports: string }) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransportFuture[]) : [];

export const descriptorOf = (row: { credential_id: string; transports: string }) => ({
  id: row.credential_id,
  transports: transportsOf(row),
});

/** Options for creating a discoverable passkey with user verification; no attestation asked for. */
export function registrationOptions(
  rp: RelyingParty,
  user: { account: string; handle: Uint8Array },
  exclude: { credential_id: string; transports: string }[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.account,
    userDisplayName: user.account,
    userID: user.handle as Uint8Array<ArrayBuffer>,
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: exclude.map(descriptorOf),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Options for an assertion with user verification, from the given passkeys (any of the browser's when none). */
export function authenticationOptions(
  rp: RelyingParty,
  allow: { credential_id: string; transports: string }[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow.map(descriptorOf),
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
}

export interface NewPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  backedUp: boolean;
  multiDevice: boolean;
}

/** Checks a registration against the challenge it answers, this RP and its origins; refuses with 422 otherwise. */
export async function verifyRegistration(
  rp: RelyingParty,
  credential: RegistrationResponseJSON,
  challenge: string,
): Promise<NewPasskey> {
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw passkeyFailed();
  }
  if (!result.verified) throw passkeyFailed();
  const info = result.registrationInfo;
  return {
    credentialId: info.credential.id,
    publicKey: info.credential.publicKey,
    counter: info.credential.counter,
    transports: (credential.response.transports ?? []).filter((t) => /^[a-z-]{1,20}$/.test(t)).slice(0, 8),
    backedUp: info.credentialBackedUp,
    multiDevice: info.credentialDeviceType === 'multiDevice',
  };
}

/**
 * Checks an assertion by `passkey` against the challenge it answers, this RP and its origins, with user
 * verification; a signature counter that does not move on from a non-zero one (a cloned authenticator) fails too.
 * Answers the new counter and backup state.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  credential: AuthenticationResponseJSON,
  challenge: string,
  passkey: StoredPasskey,
): Promise<{ counter: number; backedUp: boolean }> {
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: passkey.public_key as Uint8Array<ArrayBuffer>,
        counter: Number(passkey.sign_count),
        transports: transportsOf(passkey),
      },
    });
  } catch {
    throw passkeyFailed();
  }
  if (!result.verified) throw passkeyFailed();
  return { counter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp };
}

/** Records a verified use of a passkey: its counter, backup state and when. */
export async function recordPasskeyUse(
  tx: Tx,
  passkey: StoredPasskey,
  use: { counter: number; backedUp: boolean },
  now: Date,
): Promise<void> {
  await tx.query('UPDATE passkeys SET sign_count = $2, backed_up = $3, last_used_at = $4 WHERE id = $1', [
    passkey.id,
    use.counter,
    use.backedUp,
    now,
  ]);
}

export const PASSKEY_COLUMNS = 'id, user_id, credential_id, public_key, sign_count, transports, name';

/** A passkey by its credential id (the answer's `id`). */
export async function passkeyByCredential(tx: Queryable, credentialId: string): Promise<StoredPasskey | undefined> {
  const [row] = await tx.query<StoredPasskey>(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE credential_id = $1`, [
    credentialId,
  ]);
  return row;
}

/** A user's passkeys, newest first. */
export async function passkeysOf(tx: Queryable, userId: bigint): Promise<StoredPasskey[]> {
  return tx.query<StoredPasskey>(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY id DESC`, [
    userId,
  ]);
}

export async function passkeyCount(tx: Queryable, userId: bigint): Promise<number> {
  const [row] = await tx.query<{ n: bigint }>('SELECT COUNT(*)::bigint AS n FROM passkeys WHERE user_id = $1', [
    userId,
  ]);
  return Number(row?.n ?? 0n);
}

/**
 * Checks an assertion for one purpose end to end: the challenge it names is used up (it must be this purpose's and
 * this owner's), the passkey must exist (and be `userId`'s when given), and the signature must verify. Any failure is
 * 422 `passkey_verification_failed`, after the challenge is gone. Answers the passkey, its use recorded.
 */
export async function checkAssertion(
  db: { transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> } & Queryable,
  rp: RelyingParty,
  credentialText: string | undefined,
  purpose: ChallengePurpose,
  owner: ChallengeOwner,
  now: Date,
): Promise<StoredPasskey> {
  const credential = parseCredential<AuthenticationResponseJSON>(credentialText, 'authentication');
  const challenge = challengeOf(credential);
  if (!challenge || !(await db.transaction((tx) => consumeChallenge(tx, challenge, purpose, owner, now)))) {
    throw passkeyFailed();
  }
  const passkey = await passkeyByCredential(db, credential.id);
  if (!passkey || (owner.userId !== undefined && passkey.user_id !== owner.userId)) throw passkeyFailed();
  const use = await verifyAssertion(rp, credential, challenge, passkey);
  // The user handle, when the authenticator gives one, must be the passkey's user's.
  const handle = credential.response.userHandle;
  if (handle) {
    const [user] = await db.query<{ webauthn_user_id: string | null }>(
      'SELECT webauthn_user_id FROM users WHERE id = $1',
      [passkey.user_id],
    );
    if (user?.webauthn_user_id !== handle) throw passkeyFailed();
  }
  await recordPasskeyUse(db, passkey, use, now);
  return passkey;
}
