import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { encodeCBOR } from '@levischuck/tiny-cbor';
import type { CBORType } from '@levischuck/tiny-cbor';

/*
 * A software passkey authenticator for tests: ES256 keys from node:crypto, a 'none' attestation and assertions in
 * CBOR, answering the server's options as a browser's navigator.credentials would (through @simplewebauthn/browser's
 * JSON). The server checks every answer with @simplewebauthn/server, as it would a phone's.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

interface Credential {
  id: Uint8Array;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
  excludeCredentials?: { id: string }[];
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/** The COSE_Key of an EC2 P-256 public key (kty 2, alg -7 ES256, crv 1). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return encodeCBOR(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]),
  );
}

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0, 0);
  return b;
}

export interface AuthenticatorOptions {
  /** The origin the "browser" reports in clientDataJSON. */
  origin: string;
  /** Sets user verification (a PIN or biometric) in every answer; true unless a test says otherwise. */
  userVerified?: boolean;
  /** Counts signatures (0 keeps the counter at 0 as synced passkeys do). */
  countSignatures?: boolean;
  /** Synced (backup eligible and backed up). */
  synced?: boolean;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  readonly options: Required<AuthenticatorOptions>;

  constructor(options: AuthenticatorOptions) {
    this.options = { userVerified: true, countSignatures: true, synced: true, ...options };
  }

  #flags(extra: number): number {
    const backup = this.options.synced ? FLAG_BE | FLAG_BS : 0;
    return FLAG_UP | (this.options.userVerified ? FLAG_UV : 0) | backup | extra;
  }

  #clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.options.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** What `startRegistration({ optionsJSON })` would resolve to; the credential is kept for later assertions. */
  register(options: CreationOptions, overrides: { origin?: string; challenge?: string } = {}): string {
    const rpId = options.rp.id ?? new URL(this.options.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = new Uint8Array(randomBytes(16));
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.#flags(FLAG_AT)]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([id.length >> 8, id.length & 0xff]),
      id,
      coseKey(publicKey),
    ]);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    this.credentials.push({ id, rpId, userHandle: options.user.id, privateKey, publicKey, counter: 0 });
    const clientDataJSON = this.#clientData(
      'webauthn.create',
      overrides.challenge ?? options.challenge,
      overrides.origin,
    );
    return JSON.stringify({
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
        publicKeyAlgorithm: -7,
        publicKey: b64url(publicKey.export({ format: 'der', type: 'spki' })),
        authenticatorData: b64url(authData),
      },
      clientExtensionResults: { credProps: { rk: true } },
      authenticatorAttachment: 'platform',
    });
  }

  /**
   * What `startAuthentication({ optionsJSON })` would resolve to: an assertion by the allowed credential, or (for a
   * discoverable sign-in with no list) the newest this authenticator holds for the RP.
   */
  assert(options: RequestOptions, overrides: { origin?: string; challenge?: string; credential?: Credential } = {}) {
    const rpId = options.rpId ?? new URL(this.options.origin).hostname;
    const allowed = new Set((options.allowCredentials ?? []).map((c) => c.id));
    const credential =
      overrides.credential ??
      [...this.credentials].reverse().find((c) => c.rpId === rpId && (allowed.size === 0 || allowed.has(b64url(c.id))));
    if (!credential) throw new Error('the authenticator holds no credential for these options');
    if (this.options.countSignatures) credential.counter += 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.#flags(0)]), uint32(credential.counter)]);
    const clientDataJSON = this.#clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return JSON.stringify({
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
  }
}
