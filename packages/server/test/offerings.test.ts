import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config/env.ts';
import { entriesHashOf, runDraw, seedHashOf } from '../src/offerings/lottery.ts';
import { operatorHeaders } from './helpers/accounts.ts';
import { HOUR, MINUTE } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import { verifyDirectly } from './helpers/funding.ts';
import { stateFingerprint } from './helpers/invariants.ts';
import { createTestIpo, DAY_MS, dataOf, key, offeringsFingerprint } from './helpers/offerings.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/** Tuesday 24 November 2026, 09:00 in Tokyo. */
const TUESDAY_9AM = Date.parse('2026-11-24T00:00:00Z');

interface Application {
  id: string;
  state: string;
  heldAmount: string;
  releasedAmount: string;
  drawEntryId: string | null;
  allottedLots: number | null;
  amountDue: string | null;
  cancellable: boolean;
}
interface Draw {
  state: string;
  seedHash: string | null;
  seed: string | null;
  entriesHash: string | null;
  entryCount: number;
  lotsAvailable: number;
  winnerCount: number | null;
}
interface Entry {
  entryId: string;
  lots: number;
  sortKey: string | null;
  rank: number | null;
  allottedLots: number | null;
}

describe.each(engines())('IPO offerings on $name', (engine) => {
  let t: TestServer;
  let op: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(engine, { clockStart: TUESDAY_9AM });
    op = await operatorHeaders(t);
  });
  afterAll(() => t.close());

  const cash = async (headers: Record<string, string>) =>
    BigInt(dataOf<{ jpy: string }>(await t.api.post('/user/getUserinfo', {}, headers)).jpy);
  const verifiedUser = async () => {
    const user = await t.newUser();
    await verifyDirectly(t.db, user.account);
    signedIn.push(user);
    return user;
  };
  const subscribe = (headers: Record<string, string>, offering_id: string, lots: string, k = key()) =>
    t.api.post('/ipo/subscribe', { offering_id, lots }, { ...headers, 'Idempotency-Key': k });
  const signedIn: { account: string; password: string; headers: Record<string, string> }[] = [];
  /** Moves the clock; sessions idle that long have ended, so everyone signs in again. */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    Object.assign(op, await operatorHeaders(t));
    for (const user of signedIn) {
      const res = await t.api.post('/user/login', { account: user.account, password: user.password });
      user.headers.token = dataOf<{ token: string }>(res).token;
    }
  };
  const everything = async () => ({
    ledger: await stateFingerprint(t.db),
    offerings: await offeringsFingerprint(t.db),
  });

  it('runs book-building, applications, the verifiable draw, the allotment and the listing', async () => {
    const { id, code } = await createTestIpo(t, op, { lots: 3 });
    const alice = await verifiedUser();
    const bob = await verifiedUser();
    const carol = await verifiedUser();
    const before = { alice: await cash(alice.headers), bob: await cash(bob.headers), carol: await cash(carol.headers) };

    // Not open yet: nothing changes.
    const early = await subscribe(alice.headers, id, '1');
    expect([early.status, early.body.msg]).toEqual([422, 'ipo_not_open_yet']);
    const listed = dataOf<{ items: { id: string; state: string; seedHash: string | null }[] }>(
      await t.api.post('/ipo/list', { type: 'jpy', state: 'upcoming' }, alice.headers),
    );
    const mine = listed.items.find((o) => o.id === id);
    expect(mine?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.api.post('/admin/ipo/commitSeed', { id }, op)).body.msg).toBe('ipo_seed_already_committed');

    await advance(HOUR);
    const frozen = await everything();
    expect((await t.api.post('/admin/ipo/update', { id, name_us: 'Renamed' }, op)).body.msg).toBe('admin_item_locked');
    expect((await t.api.post('/admin/ipo/draw', { id }, op)).body.msg).toBe('ipo_draw_not_ready');
    expect((await t.api.post('/admin/ipo/allot', { id }, { ...op, 'Idempotency-Key': key() })).body.msg).toBe(
      'ipo_draw_not_run',
    );
    expect((await subscribe(alice.headers, id, '11')).body.msg).toBe('ipo_lots_over_limit');
    expect(await everything()).toEqual(frozen);

    // Alice applies for 2 lots, Bob for 3, Carol for 1 and cancels, then applies again.
    const a = dataOf<Application>(await subscribe(alice.headers, id, '2'));
    expect(a).toMatchObject({ state: 'applied', heldAmount: '220000', cancellable: true, drawEntryId: null });
    expect((await subscribe(alice.headers, id, '1')).body.msg).toBe('ipo_already_applied');
    const b = dataOf<Application>(await subscribe(bob.headers, id, '3'));
    const c1 = dataOf<Application>(await subscribe(carol.headers, id, '1'));
    const cancelled = await t.api.post(
      '/ipo/cancel',
      { application_id: c1.id },
      { ...carol.headers, 'Idempotency-Key': key() },
    );
    expect(dataOf<Application>(cancelled)).toMatchObject({
      state: 'cancelled',
      heldAmount: '0',
      releasedAmount: '110000',
    });
    expect(await cash(carol.headers)).toBe(before.carol);
    const notYours = await t.api.post(
      '/ipo/cancel',
      { application_id: a.id },
      { ...bob.headers, 'Idempotency-Key': key() },
    );
    expect([notYours.status, notYours.body.msg]).toEqual([404, 'order_not_found']);
    const c = dataOf<Application>(await subscribe(carol.headers, id, '1'));
    expect(await cash(alice.headers)).toBe(before.alice - 220_000n);
    expect(await cash(bob.headers)).toBe(before.bob - 330_000n);

    // The deadline: the entry list is frozen and published, with its hash.
    await advance(DAY_MS);
    expect((await subscribe(alice.headers, id, '1')).body.msg).toBe('ipo_channel_closed');
    const late = await t.api.post(
      '/ipo/cancel',
      { application_id: a.id },
      { ...alice.headers, 'Idempotency-Key': key() },
    );
    expect(late.body.msg).toBe('ipo_deadline_passed');
    const published = dataOf<Draw>(await t.api.post('/ipo/draw', { offering_id: id }));
    expect(published).toMatchObject({ state: 'entries_published', seed: null, entryCount: 3, lotsAvailable: 3 });
    const listedEntries = dataOf<{ items: Entry[] }>(
      await t.api.post('/ipo/drawEntries', { offering_id: id, size: '100' }),
    ).items;
    expect(listedEntries.map((e) => e.lots).sort()).toEqual([1, 2, 3]);
    expect(entriesHashOf(listedEntries)).toBe(published.entriesHash);
    expect((await t.api.post('/admin/ipo/draw', { id }, op)).body.msg).toBe('ipo_draw_not_ready');

    // The lottery day: the draw, then the seed, then anyone can re-run it.
    await advance(DAY_MS);
    const drawn = await t.api.post('/admin/ipo/draw', { id }, op);
    expect(dataOf<{ ipo: { status: string }; entriesHash: string }>(drawn)).toMatchObject({
      ipo: { status: 'drawn' },
      entriesHash: published.entriesHash,
    });
    expect((await t.api.post('/admin/ipo/draw', { id }, op)).body.msg).toBe('ipo_draw_already_run');
    const hidden = dataOf<Draw>(await t.api.post('/ipo/draw', { offering_id: id }));
    expect(hidden.seed).toBeNull();
    expect((await t.api.post('/admin/ipo/allot', { id }, { ...op, 'Idempotency-Key': key() })).body.msg).toBe(
      'ipo_draw_not_ready',
    );
    await t.api.post('/admin/ipo/publishSeed', { id }, op);
    const draw = dataOf<Draw>(await t.api.post('/ipo/draw', { offering_id: id }));
    expect(draw.state).toBe('drawn');
    expect(seedHashOf(draw.seed ?? '')).toBe(draw.seedHash);
    const entries = dataOf<{ items: Entry[] }>(
      await t.api.post('/ipo/drawEntries', { offering_id: id, size: '100' }),
    ).items;
    const rerun = runDraw(
      draw.seed ?? '',
      entries.map((e) => ({ entryId: e.entryId, lots: e.lots })),
      draw.lotsAvailable,
    );
    expect(rerun.entriesHash).toBe(draw.entriesHash);
    expect(
      rerun.entries.map(({ entryId, lots, sortKey, rank, allottedLots }) => ({
        entryId,
        lots,
        sortKey,
        rank,
        allottedLots,
      })),
    ).toEqual(entries);
    expect(rerun.winnerCount).toBe(draw.winnerCount);
    // The repository's command does the same from the public API alone.
    const verified = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/verify-draw.mjs'), id, '--base', new URL(t.baseUrl).origin],
      { cwd: repoRoot },
    );
    expect(verified.stdout).toContain('MATCH');

    // The allotment: winners pay for what they won, everyone else gets everything back, in one go.
    const allotKey = key();
    const allotted = await t.api.post('/admin/ipo/allot', { id }, { ...op, 'Idempotency-Key': allotKey });
    expect(dataOf<{ status: string }>(allotted).status).toBe('allotted');
    const replay = await t.api.post('/admin/ipo/allot', { id }, { ...op, 'Idempotency-Key': allotKey });
    expect(replay.body).toEqual(allotted.body);
    expect((await t.api.post('/admin/ipo/allot', { id }, { ...op, 'Idempotency-Key': key() })).body.msg).toBe(
      'ipo_already_allotted',
    );
    const won = new Map(entries.map((e) => [e.entryId, e.allottedLots ?? 0]));
    for (const [user, application, start] of [
      [alice, a, before.alice],
      [bob, b, before.bob],
      [carol, c, before.carol],
    ] as const) {
      const detail = dataOf<{ myApplication: Application & { drawEntryId: string } }>(
        await t.api.post('/ipo/detail', { offering_id: id }, user.headers),
      ).myApplication;
      expect(detail.id).toBe(application.id);
      const lots = won.get(detail.drawEntryId) ?? -1;
      expect(detail.allottedLots).toBe(lots);
      expect(detail.state).toBe(lots > 0 ? 'paid' : 'lost');
      expect(await cash(user.headers)).toBe(start - BigInt(lots) * 110_000n);
    }

    // Listing day: the shares are holdings the order ticket can sell.
    await advance(2 * DAY_MS);
    const allotments = dataOf<{ items: { state: string; positionId: string | null; allottedQuantity: number }[] }>(
      await t.api.post('/ipo/allotments', { type: 'jpy' }, bob.headers),
    ).items;
    const bobLots =
      won.get(
        dataOf<{ myApplication: Application }>(await t.api.post('/ipo/detail', { offering_id: id }, bob.headers))
          .myApplication.drawEntryId ?? '',
      ) ?? 0;
    if (bobLots > 0) {
      expect(allotments[0]).toMatchObject({ state: 'listed', allottedQuantity: bobLots * 100 });
      const positions = dataOf<{ id: string; code: string; sellableQuantity: number }[]>(
        await t.api.post('/trade/userstocklist', { type: 'jpy' }, bob.headers),
      );
      expect(positions.find((p) => p.code === code)).toMatchObject({
        id: allotments[0]?.positionId,
        sellableQuantity: bobLots * 100,
      });
    }
    const offering = dataOf<{ offering: { state: string; listingPrice: string | null; winningRate: string | null } }>(
      await t.api.post('/ipo/detail', { offering_id: id }, alice.headers),
    ).offering;
    expect(offering.state).toBe('listed');
    expect(offering.listingPrice).not.toBeNull();
    expect(offering.winningRate).not.toBeNull();
  });

  it('the same account applying twice at once gets one application', async () => {
    const { id } = await createTestIpo(t, op);
    await advance(HOUR);
    const alice = await verifiedUser();
    const start = await cash(alice.headers);
    const results = await Promise.all(Array.from({ length: 8 }, () => subscribe(alice.headers, id, '1')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.msg).toBe('ipo_already_applied');
    expect(await cash(alice.headers)).toBe(start - 110_000n);
    await advance(2 * DAY_MS);
  });

  it('100 concurrent applications that together exceed the cash never hold more than it', async () => {
    const alice = await verifiedUser();
    const start = await cash(alice.headers);
    // 100 offerings at once, straight in the table: each application holds ¥120,000 (1 lot at the band's top).
    const now = t.clock.now();
    const rows = await t.db.query<{ id: bigint }>(
      `INSERT INTO ipo_offerings (market, code, segment, name_jp, name_cn, name_us, lead_underwriter, shares_total,
         shares_for_lottery, unit_shares, price_band_low, price_band_high, book_building_start, book_building_end,
         subscription_start, subscription_end, lottery_date, allotment_date, listing_date, seed, seed_hash,
         committed_at, created_at, updated_at)
       SELECT 'jpy', 'C' || n, 'tse_growth', 'c', 'c', 'c', 'u', 10000, 10000, 100, 10000000, 12000000,
              '2026-11-01', '2026-11-02', $1::timestamptz - interval '1 hour', $1::timestamptz + interval '1 day',
              '2026-12-30', '2026-12-30', '2027-01-05', repeat('a', 64), repeat('b', 64), $1, $1, $1
         FROM generate_series(1, 100) AS n RETURNING id`,
      [now],
    );
    const results = await Promise.all(rows.map((r) => subscribe(alice.headers, String(r.id), '1')));
    const accepted = results.filter((r) => r.status === 200).length;
    expect(accepted).toBe(Number(start / 120_000n));
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.msg).toBe('insufficient_balance');
    expect(await cash(alice.headers)).toBe(start - BigInt(accepted) * 120_000n);
    await t.db.query(`UPDATE ipo_offerings SET subscription_end = $1 WHERE code LIKE 'C%'`, [now]);
  });

  it('refuses an unverified applicant and unknown offerings, changing nothing', async () => {
    const { id } = await createTestIpo(t, op);
    await advance(HOUR);
    const stranger = await t.newUser();
    const before = await everything();
    expect((await subscribe(stranger.headers, id, '1')).body.msg).toBe('real_name_not_verified');
    const unknown = await subscribe(stranger.headers, '999999', '1');
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'not_found']);
    expect((await t.api.post('/ipo/draw', { offering_id: '999999' })).status).toBe(404);
    expect(await everything()).toEqual(before);
    await advance(2 * DAY_MS);
  });

  it('the console refuses dates out of order, bands upside down and a second IPO of a stock', async () => {
    const { code } = await createTestIpo(t, op);
    const base = {
      type: 'jpy',
      name_jp: 'x',
      name_cn: 'x',
      name_us: 'x',
      lead_underwriter: 'x',
      shares_offered: '1000',
      unit_shares: '100',
      book_building_start: '2027-01-04',
      book_building_end: '2027-01-08',
      subscription_start: '2027-01-12T09:00:00+09:00',
      subscription_end: '2027-01-15T15:00:00+09:00',
      lottery_date: '2027-01-16',
      allotment_date: '2027-01-16',
      listing_date: '2027-01-20',
    };
    const before = await everything();
    const dup = await t.api.post(
      '/admin/ipo/create',
      { ...base, stock_code: code, price_band_low: '1', price_band_high: '2' },
      op,
    );
    expect([dup.status, dup.body.msg]).toEqual([409, 'duplicate_request']);
    const free = '7974';
    const order = await t.api.post(
      '/admin/ipo/create',
      { ...base, stock_code: free, price_band_low: '1', price_band_high: '2', lottery_date: '2027-01-14' },
      op,
    );
    expect([order.status, order.body.msg]).toEqual([422, 'dates_out_of_order']);
    const band = await t.api.post(
      '/admin/ipo/create',
      { ...base, stock_code: free, price_band_low: '3', price_band_high: '2' },
      op,
    );
    expect([band.status, band.body.msg]).toEqual([400, 'invalid_parameter']);
    const unknown = await t.api.post(
      '/admin/ipo/create',
      { ...base, stock_code: 'ZZZZ', price_band_low: '1', price_band_high: '2' },
      op,
    );
    expect(unknown.body.msg).toBe('instrument_not_found');
    expect(await everything()).toEqual(before);
    const listed = dataOf<{ total: number }>(await t.api.post('/admin/ipo/list', {}, op));
    expect(listed.total).toBeGreaterThan(0);
    await advance(MINUTE);
  });
});
