import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type Session } from './client.ts';
import { messageCodes } from './types.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

// A real HTTP server that records each request and answers with the next queued reply.
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let replies: { status: number; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = replies.shift() ?? { status: 200, body: { status: 1, data: null } };
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/vue`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  replies = [];
});

describe('createApiClient', () => {
  it('posts a form-encoded body with the form content type', async () => {
    replies.push({ status: 200, body: { status: 1, data: [{ name: 'title', value: 'Kabuto' }] } });
    const api = createApiClient({ baseUrl });

    const data = await api.post('/common/config', { type: 'all' });

    expect(data).toEqual([{ name: 'title', value: 'Kabuto' }]);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/api/vue/common/config');
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0]?.body).toBe('type=all');
  });

  it('encodes every field, leaving out the ones not given', async () => {
    replies.push({ status: 200, body: { status: 1, data: { account: '0901234567' } } });
    const api = createApiClient({ baseUrl });

    await api.post('/user/register', {
      account: '0901234567',
      password: 'abc123',
      invite_code: 'KABUTO',
      agree: '1',
    });

    expect(new URLSearchParams(seen[0]?.body)).toEqual(
      new URLSearchParams({ account: '0901234567', password: 'abc123', invite_code: 'KABUTO', agree: '1' }),
    );
  });

  it('sends the token and account headers of the current session on every call', async () => {
    let session: Session | null = null;
    const api = createApiClient({ baseUrl, getSession: () => session });

    await api.post('/user/logout');
    session = { token: 'tok-1', account: '0901234567' };
    replies.push({ status: 200, body: { status: 1, data: [] } });
    await api.post('/trade/userstocklist', { type: 'jpy' });

    expect(seen[0]?.headers.token).toBeUndefined();
    expect(seen[1]?.headers.token).toBe('tok-1');
    expect(seen[1]?.headers.account).toBe('0901234567');
  });

  it('sends an Idempotency-Key only when the call gives one', async () => {
    const api = createApiClient({ baseUrl });
    await api.post('/checkin/redeem', { points: '500' }, { idempotencyKey: 'redeem-3f1c9a7e' });
    await api.post('/checkin/redeem', { points: '500' });

    expect(seen[0]?.headers['idempotency-key']).toBe('redeem-3f1c9a7e');
    expect(seen[0]?.body).toBe('points=500');
    expect(seen[1]?.headers['idempotency-key']).toBeUndefined();
  });

  it('throws the server message code when the envelope status is not 1', async () => {
    replies.push({
      status: 400,
      body: { status: 0, msg: 'wrong_account_or_password', data: null },
    });
    const api = createApiClient({ baseUrl });

    const error = await api.post('/user/login', { account: '0901234567', password: 'nope' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'wrong_account_or_password', httpStatus: 400 });
  });

  it('carries the pending login of passkey_sign_in_required', async () => {
    const pendingLogin = {
      pendingToken: 'Zt6Ykq0pL4sT8wYz1aR5eH6uN2dF0gC7iK3oMq3Xv7c',
      account: '0901234567',
      expiresAt: '2026-11-22T10:35:00+09:00',
    };
    replies.push({ status: 403, body: { status: 0, msg: 'passkey_sign_in_required', data: pendingLogin } });
    const api = createApiClient({ baseUrl });

    const error = (await api
      .post('/user/login', { account: '0901234567', password: 'right' })
      .catch((e: unknown) => e)) as ApiError;

    expect(error).toMatchObject({ code: 'passkey_sign_in_required', httpStatus: 403, fieldErrors: [] });
    expect(error.pendingLogin).toEqual(pendingLogin);
  });

  it('treats a 200 answer with status 0 as a refusal too', async () => {
    replies.push({ status: 200, body: { status: 0, msg: 'too_frequent', data: null } });
    const api = createApiClient({ baseUrl });

    await expect(api.post('/common/config')).rejects.toMatchObject({ code: 'too_frequent', httpStatus: 200 });
  });

  it('carries the refused fields of invalid_parameter', async () => {
    replies.push({
      status: 400,
      body: { status: 0, msg: 'invalid_parameter', data: [{ field: 'account', rule: 'pattern' }] },
    });
    const api = createApiClient({ baseUrl });

    const error = (await api.post('/common/config').catch((e: unknown) => e)) as ApiError;

    expect(error.fieldErrors).toEqual([{ field: 'account', rule: 'pattern' }]);
  });

  it('calls onUnauthorized once for a 401 and still rejects', async () => {
    replies.push({ status: 401, body: { status: 0, msg: 'not_logged_in', data: null } });
    const unauthorized: ApiError[] = [];
    const api = createApiClient({ baseUrl, onUnauthorized: (e) => unauthorized.push(e) });

    await expect(api.post('/user/getUserinfo')).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(unauthorized.map((e) => e.code)).toEqual(['not_logged_in']);
  });

  it('does not call onUnauthorized for other refusals', async () => {
    replies.push({ status: 403, body: { status: 0, msg: 'account_mismatch', data: null } });
    const unauthorized: ApiError[] = [];
    const api = createApiClient({ baseUrl, onUnauthorized: (e) => unauthorized.push(e) });

    await expect(api.post('/user/getUserinfo')).rejects.toMatchObject({ code: 'account_mismatch' });
    expect(unauthorized).toEqual([]);
  });

  it('answers system_busy for an error without an envelope', async () => {
    replies.push({ status: 502, body: '<html>Bad gateway</html>' });
    const api = createApiClient({ baseUrl });

    await expect(api.post('/common/config')).rejects.toMatchObject({ code: 'system_busy', httpStatus: 502 });
  });

  it('answers network_error when the server cannot be reached', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/vue' });

    await expect(api.post('/common/config')).rejects.toMatchObject({ code: 'network_error', httpStatus: 0 });
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const api = createApiClient({
      baseUrl,
      fetch: (input, init) => {
        calls.push(input instanceof Request ? input.url : String(input));
        return globalThis.fetch(input, init);
      },
    });

    await api.post('/common/config');

    expect(calls).toEqual([`${baseUrl}/common/config`]);
  });
});

describe('messageCodes', () => {
  it('lists each code once', () => {
    expect(new Set(messageCodes).size).toBe(messageCodes.length);
  });
});
