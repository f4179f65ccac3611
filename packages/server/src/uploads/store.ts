import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, Queryable, Tx } from '../db/db.ts';
import { ApiError } from '../http/errors.ts';
import { IDLE_TIMEOUT_MS } from '../auth/sessions.ts';
import type { CleanImage, ImageMediaType } from './images.ts';

export type UploadPurpose = 'identity_front' | 'identity_back' | 'deposit_slip';

/** An image as stored, with whom it belongs to. */
export interface StoredImage {
  ownerId: bigint;
  mediaType: ImageMediaType;
  bytes: Uint8Array;
}

/**
 * Where uploaded images live. The default keeps them in the database (`uploads.content`), so every server process
 * on one database serves every image and a backup holds them with the rows that point at them; another store (an
 * object store) would keep the same two calls.
 */
export interface UploadStore {
  /** Stores a cleaned image under a name the server chooses; answers its id. */
  save(tx: Tx, upload: { ownerId: bigint; purpose: UploadPurpose; image: CleanImage; now: Date }): Promise<bigint>;
  load(tx: Queryable, uploadId: bigint): Promise<StoredImage | undefined>;
}

export const databaseUploadStore: UploadStore = {
  async save(tx, { ownerId, purpose, image, now }) {
    const [row] = await tx.query<{ id: bigint }>(
      `INSERT INTO uploads (name, owner_id, purpose, media_type, width, height, byte_size, sha256, content, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        randomBytes(16).toString('hex'),
        ownerId,
        purpose,
        image.mediaType,
        image.width,
        image.height,
        image.bytes.byteLength,
        image.sha256,
        image.bytes,
        now,
      ],
    );
    if (!row) throw new Error('upload insert returned nothing');
    return row.id;
  },
  async load(tx, uploadId) {
    const [row] = await tx.query<{ owner_id: bigint; media_type: ImageMediaType; content: Uint8Array }>(
      'SELECT owner_id, media_type, content FROM uploads WHERE id = $1',
      [uploadId],
    );
    return row ? { ownerId: row.owner_id, mediaType: row.media_type, bytes: row.content } : undefined;
  },
};

/** How long an image link works (it also ends with its session). */
export const IMAGE_LINK_TTL_MS = 15 * 60 * 1000;
const SIGNATURE = /^(\d{1,12})\.(\d{1,18})\.([A-Za-z0-9_-]{43})$/;

const secrets = new WeakMap<Queryable, Promise<Buffer>>();

/** The database's link-signing key, made once by whichever process needs it first, then cached per database. */
function signingKey(db: Queryable): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.query('INSERT INTO upload_signing_key (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = await db.query<{ secret: string }>('SELECT secret FROM upload_signing_key WHERE id = 1');
      if (!row) throw new Error('the upload signing key vanished');
      return Buffer.from(row.secret, 'base64url');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = (key: Buffer, path: string, expires: string, sessionId: string) =>
  createHmac('sha256', key).update(`GET ${path}|${expires}|${sessionId}`).digest('base64url');

/**
 * Signed links to stored images (the contract's `GET /upload/…` operations): `path?sig=<expiry>.<session>.<mac>`,
 * good for 15 minutes and only while the session that received it lasts. `path` is under the API base
 * (`/upload/id/3307/front`); links answer with the base in front, as the app loads them.
 */
export class ImageLinks {
  constructor(
    private readonly db: Db,
    private readonly apiBase: string,
  ) {}

  async link(path: string, sessionId: bigint, now: Date): Promise<string> {
    const expires = String(Math.floor((now.getTime() + IMAGE_LINK_TTL_MS) / 1000));
    const session = String(sessionId);
    const signature = mac(await signingKey(this.db), path, expires, session);
    return `${this.apiBase}${path}?sig=${expires}.${session}.${signature}`;
  }

  /**
   * The account behind a link: 401 `not_logged_in` when the signature does not match this path, has expired, or
   * its session has ended (logout, revocation, expiry).
   */
  async viewer(path: string, sig: string, now: Date): Promise<{ userId: bigint; role: 'user' | 'operator' }> {
    const parts = SIGNATURE.exec(sig);
    if (!parts) throw new ApiError(400, 'invalid_parameter', [{ field: 'sig', rule: 'pattern' }]);
    const [, expires = '', session = '', given = ''] = parts;
    const expected = Buffer.from(mac(await signingKey(this.db), path, expires, session));
    const matches = expected.length === given.length && timingSafeEqual(expected, Buffer.from(given));
    if (!matches || Number(expires) * 1000 <= now.getTime()) throw new ApiError(401, 'not_logged_in');
    const [row] = await this.db.query<{ user_id: bigint; role: 'user' | 'operator' }>(
      `SELECT s.user_id, u.role FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3`,
      [BigInt(session), now, new Date(now.getTime() - IDLE_TIMEOUT_MS)],
    );
    if (!row) throw new ApiError(401, 'not_logged_in');
    return { userId: row.user_id, role: row.role };
  }
}

/** The image response: the stored bytes, never cached, never sniffed as anything but the stored type. */
export function imageResponse(image: StoredImage): Response {
  return new Response(image.bytes, {
    status: 200,
    headers: {
      'Content-Type': image.mediaType,
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}

/** Per account: at most 20 uploads decoded in 15 minutes, failures included (429 `too_frequent` after). */
export const UPLOAD_WINDOW_MS = 15 * 60 * 1000;
export const MAX_UPLOADS_PER_WINDOW = 20;

/** Counts an upload against the account's budget, refusing once it is spent. Outside any transaction. */
export async function spendUploadAttempt(db: Db, userId: bigint, now: Date): Promise<void> {
  const since = new Date(now.getTime() - UPLOAD_WINDOW_MS);
  const [row] = await db.query<{ at: Date }>(
    'SELECT at FROM upload_attempts WHERE user_id = $1 AND at > $2 ORDER BY at DESC OFFSET $3 LIMIT 1',
    [userId, since, MAX_UPLOADS_PER_WINDOW - 1],
  );
  if (row) {
    const wait = Math.max(1, Math.ceil((row.at.getTime() + UPLOAD_WINDOW_MS - now.getTime()) / 1000));
    throw new ApiError(429, 'too_frequent', null, { 'Retry-After': String(wait) });
  }
  await db.query('INSERT INTO upload_attempts (user_id, at) VALUES ($1, $2)', [userId, now]);
}
