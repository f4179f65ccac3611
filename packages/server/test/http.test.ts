import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type KabutoApp } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.ts';
import { engines } from './helpers/engines.ts';
import { assertLedgerInvariants } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { assertFailureEnvelope } from './helpers/contract.ts';

describe.each(engines())('http conventions on $name', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(() => t.close());
  afterEach(() => assertLedgerInvariants(t.db));

  it('serves every public config pair with type=all', async () => {
    const res = await t.api.post('/common/config', { type: 'all' });
    expect(res.status).toBe(200);
    const pairs = Object.fromEntries(
      (res.body.data as { name: string; value: string }[]).map((e) => [e.name, e.value]),
    );
    expect(pairs).toMatchObject({
      kefu: 'https://kabuto.example/support',
      logo: '/logo.svg',
      title: 'Kabuto',
      version: '0.1.0',
      mode: 'simulator',
      invite_required: '1',
      paper_opening_credit: '1000000',
    });
    expect(pairs).not.toHaveProperty('withdrawal_second_approval_threshold');
  });

  it('serves the kefu link without type, and kefu_unavailable when it is empty', async () => {
    expect((await t.api.post('/common/config')).body).toEqual({
      status: 1,
      data: { kefu: 'https://kabuto.example/support' },
    });
    await t.db.query(`UPDATE config SET value = '' WHERE name = 'kefu'`);
    try {
      const res = await t.api.post('/common/config');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ status: 0, msg: 'kefu_unavailable', data: null });
    } finally {
      await t.db.query(`UPDATE config SET value = 'https://kabuto.example/support' WHERE name = 'kefu'`);
    }
  });

  it('refuses an unknown config type', async () => {
    const res = await t.api.post('/common/config', { type: 'some' });
    expect(res.body).toEqual({ status: 0, msg: 'invalid_parameter', data: [{ field: 'type', rule: 'enum' }] });
  });

  it('serves the first index snapshot of each market', async () => {
    const jpy = await t.api.post('/market/snapshot');
    expect((jpy.body.data as { code: string }[]).map((q) => q.code)).toEqual(['N225', 'TOPIX']);
    // Live levels from the market data provider (the simulator), the same as listIndices would give.
    expect(jpy.body.data).toEqual(await (t.app as KabutoApp).marketData.indexQuotes('jpy', t.clock.now()));
    const usd = await t.api.post('/market/snapshot', { type: 'usd' });
    expect((usd.body.data as { code: string }[]).map((q) => q.code)).toEqual(['SPX', 'IXIC', 'DJI']);
    const cny = await t.api.post('/market/snapshot', { type: 'cny' });
    expect((cny.body.data as { code: string }[]).map((q) => q.code)).toEqual(['000001.SS', '399001.SZ', '000300.SS']);
  });

  it('opens the event stream with a hello event', async () => {
    const controller = new AbortController();
    const res = await fetch(`${t.baseUrl}/stream`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    expect(text).toMatch(/^event: hello\ndata: (.+)\n/);
    const data = JSON.parse(/data: (.+)\n/.exec(text)![1]!) as { serverTime: string };
    expect(data.serverTime).toBe(t.clock.now().toISOString());
  });

  it('answers unknown API paths with the not_found envelope', async () => {
    for (const path of ['/nope', '/user/login/extra']) {
      const res = await t.api.post(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 0, msg: 'not_found', data: null });
    }
    const get = await fetch(`${t.baseUrl}/user/login`);
    expect(get.status).toBe(404);
  });

  it('sets the security headers on successes, failures and 404s', async () => {
    const responses = [
      await t.api.post('/common/config', { type: 'all' }),
      await t.api.post('/user/getUserinfo'),
      await t.api.post('/nope'),
    ];
    for (const res of responses) {
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('refuses a body that is not a form, and repeated fields', async () => {
    const json = await fetch(`${t.baseUrl}/common/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'all' }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ status: 0, msg: 'invalid_parameter', data: null });
    const repeated = await t.api.post('/common/config', [
      ['type', 'all'],
      ['type', 'all'],
    ]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.msg).toBe('invalid_parameter');
    const query = await t.api.post('/market/snapshot?type=usd');
    expect(query.body).toEqual({ status: 0, msg: 'invalid_parameter', data: [{ field: 'type', rule: 'unknown' }] });
  });

  it('answers an unexpected failure with system_busy and no stack trace', async () => {
    const broken: Db = {
      ...t.db,
      query: () => Promise.reject(new Error('secret internal detail at /srv/db.ts:42')),
    };
    const app = createApp({ db: broken, clock: t.clock, config: { marketClock: 'always-open' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await app.request('/api/vue/common/config', { method: 'POST' });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ status: 0, msg: 'system_busy', data: null });
      expect(text).not.toContain('secret');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    assertFailureEnvelope({ status: 0, msg: 'system_busy', data: null });
  });
});
