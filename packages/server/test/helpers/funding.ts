import { constants as zlibConstants, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import type { Queryable } from '../../src/db/db.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { DEMO_SECOND_OPERATOR } from '../../src/seed.ts';
import type { TestServer } from './server.ts';

/** The fund password the helpers set. */
export const FUND_PASSWORD = 'fund24680';
/** The verified name and reading the helpers give a user. */
export const TEST_NAME = { name: '試験 花子', kana: 'シケン ハナコ' } as const;

let fundHash: Promise<string> | undefined;

/** A small PNG, made fresh (every call its own bytes, one colour per seed). */
export async function pngImage(seed = 0, size = 16): Promise<Uint8Array> {
  const channel = (n: number) => (seed * n) % 256;
  const data = await sharp({
    create: { width: size, height: size, channels: 3, background: { r: channel(37), g: channel(91), b: channel(53) } },
  })
    .png()
    .toBuffer();
  return new Uint8Array(data);
}

/** A JPEG carrying EXIF with a camera make and GPS coordinates (Tokyo Tower), as a phone writes them. */
export async function jpegWithGps(): Promise<Uint8Array> {
  const data = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KabutoTestCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 39/1 31/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 44/1 43/1',
      },
    })
    .toBuffer();
  return new Uint8Array(data);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff;
  for (const b of bytes) crc = (CRC_TABLE[(crc ^ b) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a greyscale PNG of `side`×`side` (20000×20000 by default: 400 megapixels, 400 MB decoded)
 * whose every row is zeros, a few hundred kilobytes on disk. Its zlib stream is built without ever holding the
 * pixels: one block of zero rows is deflated once, ending on a full flush (which resets the compressor, so copies
 * of it decode one after another), then repeated; the checksum of n zero bytes is (n mod 65521) << 16 | 1.
 */
export function pngBomb(side = 20_000): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const total = (side + 1) * side; // a filter byte and the pixels of each row, all 0
  const blockSize = Math.min(total, 2_000_000);
  const flushed = (size: number) =>
    deflateRawSync(Buffer.alloc(size), { level: 9, finishFlush: zlibConstants.Z_FULL_FLUSH });
  const block = flushed(blockSize);
  const rest = total % blockSize;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0, 0);
  const stream = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: Math.floor(total / blockSize) }, () => block),
    ...(rest > 0 ? [flushed(rest)] : []),
    deflateRawSync(Buffer.alloc(0)),
    checksum,
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', stream),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The image as a multipart file part that claims whatever name and type it is given. */
export const file = (bytes: Uint8Array, filename = 'photo.png', type = 'image/png') => ({ bytes, filename, type });

/**
 * What a refused funding request must leave as it was: every submission, card, notice, withdrawal and adjustment
 * with its state, every stored upload, and each user's verification.
 */
export async function fundingFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM identity_verifications) AS identity,
            (SELECT string_agg(id || ':' || coalesce(removed_at::text, '-'), ',' ORDER BY id) FROM bank_cards) AS cards,
            (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM deposit_notices) AS deposits,
            (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM withdrawals) AS withdrawals,
            (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM cash_adjustments) AS adjustments,
            (SELECT COUNT(*) FROM uploads)::bigint AS uploads,
            (SELECT md5(string_agg(id || real_name_status || coalesce(real_name, '') || coalesce(real_name_kana, ''),
                                   ',' ORDER BY id)) FROM users) AS verification`,
  );
  return row;
}

/** Verifies a user's real name and reading straight in the table (the identity review has its own tests). */
export async function verifyDirectly(db: Queryable, account: string, name = TEST_NAME): Promise<void> {
  await db.query(
    `UPDATE users SET real_name_status = 'verified', real_name = $2, real_name_kana = $3 WHERE account = $1`,
    [account, name.name, name.kana],
  );
}

/** Sets the user's fund password to FUND_PASSWORD straight in the table (one hash per test file). */
export async function setFundPasswordDirectly(db: Queryable, account: string): Promise<void> {
  fundHash ??= hashPassword(FUND_PASSWORD);
  await db.query('UPDATE users SET fund_password_hash = $2 WHERE account = $1', [account, await fundHash]);
}

/** Registers an own-name card straight in the table; answers its id. */
export async function addCardDirectly(db: Queryable, account: string, holder = TEST_NAME.kana): Promise<string> {
  const [row] = await db.query<{ id: bigint }>(
    `INSERT INTO bank_cards (user_id, holder_name, bank_name, branch_name, branch_code, account_type, account_number,
                             created_at)
     SELECT id, $2, '三菱UFJ銀行', '新宿支店', '365', 'ordinary', lpad((id % 10000000)::text, 7, '0'), now()
     FROM users WHERE account = $1 RETURNING id`,
    [account, holder],
  );
  return String(row?.id);
}

/** A user who may withdraw: verified, with a fund password and an own-name card. Answers the card's id. */
export async function readyToWithdraw(db: Queryable, account: string): Promise<string> {
  await verifyDirectly(db, account);
  await setFundPasswordDirectly(db, account);
  return addCardDirectly(db, account);
}

const secondOperators = new WeakMap<TestServer, Promise<Record<string, string>>>();

/** The second operator (four eyes), the seeded demo one, signed in once per test server; answers its headers. */
export function secondOperator(t: TestServer): Promise<Record<string, string>> {
  let headers = secondOperators.get(t);
  if (!headers) {
    headers = signInSecondOperator(t);
    secondOperators.set(t, headers);
  }
  return headers;
}

async function signInSecondOperator(t: TestServer): Promise<Record<string, string>> {
  const { account, password } = DEMO_SECOND_OPERATOR;
  const login = await t.api.post('/user/login', { account, password });
  if (login.body.status !== 1) throw new Error(`second operator login failed: ${JSON.stringify(login.body)}`);
  return { token: (login.body.data as { token: string }).token, account };
}
