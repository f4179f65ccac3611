import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Queryable } from '../db/db.ts';

/*
 * The device cookie (OWASP, "Slow down online guessing attacks with device cookies"): after a successful sign-in the
 * browser gets `<device id>.<issued, Unix seconds>.<HMAC-SHA-256 of account, id and time>` under a name that carries
 * the account. It authenticates nothing; it marks a browser that signed in to the account before, so its failures
 * count against its own budget (auth/throttle.ts) and its next sign-in is not reported as a new browser.
 */

export const DEVICE_COOKIE_LIFETIME_S = 365 * 24 * 60 * 60;
const VALUE = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export const deviceCookieName = (account: string) => `kabuto_device_${account}`;

const secrets = new WeakMap<Queryable, Map<string, Promise<Buffer>>>();

/** A named server secret, made once by whichever process needs it first, then cached per database. */
export function serverSecret(db: Queryable, name: string): Promise<Buffer> {
  let named = secrets.get(db);
  if (!named) {
    named = new Map();
    secrets.set(db, named);
  }
  const cache = named;
  let secret = cache.get(name);
  if (!secret) {
    secret = (async () => {
      await db.query('INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = await db.query<{ secret: string }>('SELECT secret FROM server_secrets WHERE name = $1', [name]);
      if (!row) throw new Error(`the server secret ${name} vanished`);
      return Buffer.from(row.secret, 'base64url');
    })();
    secret.catch(() => cache.delete(name));
    cache.set(name, secret);
  }
  return secret;
}

const sign = (secret: Buffer, account: string, id: string, issued: string) =>
  createHmac('sha256', secret).update(`${account}.${id}.${issued}`).digest('base64url');

export interface DeviceCookies {
  /** The device id of the request's valid cookie for `account`, if any. */
  read(c: Context, account: string, now: Date): Promise<string | undefined>;
  /** Sets (or renews) the cookie for `account` on the response; answers the device id. */
  issue(c: Context, account: string, deviceId: string | undefined, now: Date): Promise<string>;
}

export function deviceCookies(db: Queryable, options: { path: string; secure: boolean }): DeviceCookies {
  const secret = () => serverSecret(db, 'device_cookie');
  return {
    async read(c, account, now) {
      const match = VALUE.exec(getCookie(c, deviceCookieName(account)) ?? '');
      if (!match) return undefined;
      const [, id = '', issued = '', signature = ''] = match;
      const age = now.getTime() / 1000 - Number(issued);
      if (age < -300 || age > DEVICE_COOKIE_LIFETIME_S) return undefined;
      const expected = Buffer.from(sign(await secret(), account, id, issued));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
    },
    async issue(c, account, deviceId, now) {
      const id = deviceId ?? randomBytes(16).toString('base64url');
      const issued = String(Math.floor(now.getTime() / 1000));
      setCookie(c, deviceCookieName(account), `${id}.${issued}.${sign(await secret(), account, id, issued)}`, {
        path: options.path,
        httpOnly: true,
        sameSite: 'Strict',
        secure: options.secure,
        maxAge: DEVICE_COOKIE_LIFETIME_S,
      });
      return id;
    },
  };
}
