import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, createApiClient, type MultipartForm, type MultipartPath } from './client.ts';

// The uploads (multipart POSTs) and the image links, against a real HTTP server that records each request's raw body
// and answers with the next queued reply.

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let replies: { status: number; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const reply = replies.shift() ?? { status: 200, body: { status: 1, data: null } };
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
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

/** The recorded body read back as the server would: a multipart form. */
async function formOf(request: Seen): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'Content-Type': String(request.headers['content-type']) },
  }).formData();
}

// The first bytes of a PNG and of a JPEG: what a picker hands over, as far as the client is concerned.
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);

describe('postMultipart', () => {
  it('sends text fields and image files as multipart/form-data with the session headers', async () => {
    replies.push({ status: 200, body: { status: 1, data: { status: 'reviewing', name: '山田 太郎' } } });
    const api = createApiClient({ baseUrl, getSession: () => ({ token: 'tok-9', account: '0901234567' }) });

    const data = await api.postMultipart('/identity/submit', {
      name: '山田 太郎',
      name_kana: 'ヤマダ タロウ',
      id_number: 'AB1234561234',
      id_front: new File([png], 'front.png', { type: 'image/png' }),
      id_back: new Blob([jpeg], { type: 'image/jpeg' }),
      privacy_accepted: '1',
    });

    expect(data).toEqual({ status: 'reviewing', name: '山田 太郎' });
    const request = seen[0]!;
    expect(request.url).toBe('/api/vue/identity/submit');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.token).toBe('tok-9');
    expect(request.headers.account).toBe('0901234567');
    const form = await formOf(request);
    expect([...form.keys()]).toEqual(['name', 'name_kana', 'id_number', 'id_front', 'id_back', 'privacy_accepted']);
    expect(form.get('name')).toBe('山田 太郎');
    expect(form.get('privacy_accepted')).toBe('1');
    const front = form.get('id_front') as File;
    expect(front.name).toBe('front.png');
    expect(front.type).toBe('image/png');
    expect(new Uint8Array(await front.arrayBuffer())).toEqual(png);
    const back = form.get('id_back') as File;
    expect(back.type).toBe('image/jpeg');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(jpeg);
  });

  it('leaves out fields not given and sends the Idempotency-Key of the intent', async () => {
    const api = createApiClient({ baseUrl });

    await api.postMultipart(
      '/deposit/notify',
      { amount: '300000', remitter_name: undefined, slip: new Blob([png], { type: 'image/png' }) },
      { idempotencyKey: 'deposit-7c1e2a90' },
    );

    const request = seen[0]!;
    expect(request.headers['idempotency-key']).toBe('deposit-7c1e2a90');
    const form = await formOf(request);
    expect([...form.keys()]).toEqual(['amount', 'slip']);
    expect(form.get('amount')).toBe('300000');
  });

  it('refuses with the server message code, and tells onUnauthorized about a 401 once', async () => {
    replies.push({ status: 422, body: { status: 0, msg: 'upload_failed', data: null } });
    replies.push({ status: 401, body: { status: 0, msg: 'not_logged_in', data: null } });
    const unauthorized: string[] = [];
    const api = createApiClient({ baseUrl, onUnauthorized: (error) => unauthorized.push(error.code) });
    const slip = new Blob([png], { type: 'image/png' });

    const refused = await api.postMultipart('/deposit/notify', { amount: '1000', slip }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'upload_failed', httpStatus: 422 });
    expect(unauthorized).toEqual([]);

    await expect(api.postMultipart('/deposit/notify', { amount: '1000', slip })).rejects.toMatchObject({
      code: 'not_logged_in',
      httpStatus: 401,
    });
    expect(unauthorized).toEqual(['not_logged_in']);
  });

  it('leaves form posts form-encoded', async () => {
    const api = createApiClient({ baseUrl });
    await api.postMultipart('/deposit/notify', { amount: '1000', slip: new Blob([png]) });
    await api.post('/deposit/list', { page: '1' });

    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(seen[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[1]?.body.toString('utf8')).toBe('page=1');
  });

  it('is typed from the contract: only its multipart operations, with their fields', () => {
    expectTypeOf<MultipartPath>().toEqualTypeOf<'/identity/submit' | '/deposit/notify'>();
    expectTypeOf<MultipartForm<'/deposit/notify'>>().toEqualTypeOf<{
      amount: string | Blob;
      remitter_name?: string | Blob;
      slip: string | Blob;
    }>();
  });

  it('answers network_error when the server cannot be reached', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/vue' });

    await expect(api.postMultipart('/deposit/notify', { amount: '1000', slip: new Blob([png]) })).rejects.toMatchObject(
      { code: 'network_error', httpStatus: 0 },
    );
  });
});

describe('uploadImageUrl', () => {
  const link = '/api/vue/upload/id/3307/front?sig=1767225600.42.a1b2';

  it('keeps a same-origin link to the API’s uploads as given, signature and all', () => {
    const api = createApiClient({ baseUrl: '/api/vue' });

    expect(api.uploadImageUrl(link)).toBe(link);
    expect(api.uploadImageUrl('/api/vue/upload/slip/5012?sig=3f9a')).toBe('/api/vue/upload/slip/5012?sig=3f9a');
  });

  it('resolves the link against an API on another origin', () => {
    const api = createApiClient({ baseUrl: 'https://broker.example/api/vue/' });

    expect(api.uploadImageUrl(link)).toBe(`https://broker.example${link}`);
  });

  it('answers nothing for a missing link or one that leads anywhere but the uploads', () => {
    const api = createApiClient({ baseUrl: '/api/vue' });

    for (const other of [
      null,
      undefined,
      '',
      'https://elsewhere.example/api/vue/upload/id/1/front?sig=x',
      '//elsewhere.example/api/vue/upload/id/1/front',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/vue/user/getUserinfo',
      '/api/vue/upload/../user/getUserinfo',
      '/upload/id/1/front',
    ]) {
      expect(api.uploadImageUrl(other), String(other)).toBeUndefined();
    }
  });
});
