import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/postgres.ts';
import { notifyUser } from '../src/events/user-events.ts';
import { operatorHeaders, userIdOf } from './helpers/accounts.ts';
import { engines } from './helpers/engines.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { verifyRealName } from './helpers/trading.ts';
import { collectEvents, type SseEvent } from './helpers/sse.ts';

/** A stream over real HTTP (fetch, so it can carry a session's headers), parsed as events arrive. */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers });
  const events: SseEvent[] = [];
  let ended = false;
  if (res.status === 200) {
    void collectEvents(res.body!, events).then(() => {
      ended = true;
    });
  }
  return {
    status: res.status,
    events,
    ended: () => ended,
    kinds: () => events.filter((e) => e.event === 'user').map((e) => (JSON.parse(e.data) as { kind: string }).kind),
    close: () => controller.abort(),
  };
}

async function until(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// A stream opened with a session carries the user's events (events/cluster.ts); quotes-only streams stay public.
describe.each(engines())('user events on the stream on $name', (engine) => {
  let t: TestServer;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(engine);
    // On PostgreSQL the listening connection is opened by main.ts; here by hand.
    await t.app.events.start();
    operator = await operatorHeaders(t);
  });
  afterAll(async () => {
    await t.app.events.stop();
    await t.close();
  });

  const streamUrl = () => `${t.baseUrl}/stream?codes=7203`;

  it('an order cancelled and a message sent reach the user’s stream, not another user’s', async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    await verifyRealName(t.db, user.account);
    const mine = await openStream(streamUrl(), user.headers);
    const theirs = await openStream(streamUrl(), other.headers);
    expect(mine.status).toBe(200);
    await until(() => mine.events.some((e) => e.event === 'hello'), 'hello');

    const quote = (await t.api.post('/market/quote', { type: 'jpy', stock_code: '9432' })).body.data as {
      limitDown: string;
    };
    const placed = await t.api.post(
      '/trade/placeOrder',
      {
        type: 'jpy',
        stock_code: '9432',
        side: 'buy',
        order_type: 'limit',
        price: quote.limitDown,
        quantity: '100',
        client_order_id: randomUUID(),
      },
      { ...user.headers, 'Idempotency-Key': randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = (placed.body.data as { id: string }).id;
    const cancelled = await t.api.post(
      '/trade/cancelOrder',
      { order_id: orderId },
      { ...user.headers, 'Idempotency-Key': randomUUID() },
    );
    expect(cancelled.status).toBe(200);
    await until(() => mine.kinds().includes('order'), 'the order event');

    const sent = await t.api.post(
      '/admin/message/send',
      {
        audience: 'user',
        account: user.account,
        title_jp: '通知',
        title_cn: '通知',
        title_us: 'Notice',
        body_jp: '本文',
        body_cn: '正文',
        body_us: 'Body',
      },
      operator,
    );
    expect(sent.status).toBe(200);
    await until(() => mine.kinds().includes('message'), 'the message event');
    expect(theirs.kinds()).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('a bad session is refused; revoking the session ends its stream', async () => {
    const refused = await openStream(streamUrl(), { token: 'nope', account: '0800000000' });
    expect(refused.status).toBe(401);
    const user = await t.newUser();
    const stream = await openStream(streamUrl(), user.headers);
    await until(() => stream.events.some((e) => e.event === 'hello'), 'hello');
    expect((await t.api.post('/user/logout', {}, user.headers)).status).toBe(200);
    await until(() => stream.ended(), 'the stream to end');
  });

  it.skipIf(engine.name !== 'postgres')(
    'PostgreSQL: a notification sent through another pool (another process) reaches the stream',
    async () => {
      const user = await t.newUser();
      const stream = await openStream(streamUrl(), user.headers);
      await until(() => stream.events.some((e) => e.event === 'hello'), 'hello');
      const [{ search_path: searchPath } = { search_path: '' }] = await t.db.query<{ search_path: string }>(
        'SHOW search_path',
      );
      const elsewhere = openPostgres({ connectionString: process.env.DATABASE_URL ?? '', searchPath, max: 1 });
      try {
        const userId = await userIdOf(t.db, user.account);
        await elsewhere.transaction(async (tx) => notifyUser(tx, userId, 'daytrade'));
        await until(() => stream.kinds().includes('daytrade'), 'the event from elsewhere');
        // Never after a rollback.
        await elsewhere
          .transaction(async (tx) => {
            await notifyUser(tx, userId, 'message');
            throw new Error('rolled back');
          })
          .catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(stream.kinds()).toEqual(['daytrade']);
      } finally {
        await elsewhere.close();
        stream.close();
      }
    },
  );
});
