import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAccount, transfer, houseAccount } from '../src/ledger/ledger.ts';
import { payReferralRebate } from '../src/referral/rebates.ts';
import { engines } from './helpers/engines.ts';
import { assertLedgerInvariants, stateFingerprint } from './helpers/invariants.ts';
import { startTestServer } from './helpers/server.ts';
import type { TestServer } from './helpers/server.ts';
import { DAY } from './helpers/clock.ts';
import { accountsFingerprint, operatorHeaders, userIdOf } from './helpers/accounts.ts';

interface Status {
  today: string;
  checkedInToday: boolean;
  streak: number;
  points: number;
}

describe.each(engines())('check-in, records and referrals on $name', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(() => t.close());
  afterEach(() => assertLedgerInvariants(t.db));

  const fingerprint = async () => ({ ledger: await stateFingerprint(t.db), accounts: await accountsFingerprint(t.db) });
  const status = async (headers: Record<string, string>) =>
    (await t.api.post('/checkin/status', {}, headers)).body.data as Status;
  /** Sessions end after 12 idle hours: a fresh one after the clock jumps. */
  const relogin = async (user: { account: string; password: string; headers: Record<string, string> }) => {
    const res = await t.api.post('/user/login', { account: user.account, password: user.password });
    user.headers = { token: (res.body.data as { token: string }).token, account: user.account };
  };
  const cash = async (headers: Record<string, string>) =>
    ((await t.api.post('/user/getUserinfo', {}, headers)).body.data as { jpy: string }).jpy;

  describe('daily check-in', () => {
    it('once per Tokyo day; a streak of seven earns the bonus; a missed day starts again', async () => {
      const user = await t.newUser();
      // The clock starts at 10:00 in Tokyo.
      expect(await status(user.headers)).toMatchObject({ checkedInToday: false, streak: 0, points: 0 });
      const first = await t.api.post('/checkin/checkIn', {}, user.headers);
      expect(first.body.data).toEqual({
        date: (await status(user.headers)).today,
        pointsEarned: 10,
        bonusPoints: 0,
        streak: 1,
        points: 10,
      });

      const before = await fingerprint();
      const again = await t.api.post('/checkin/checkIn', {}, user.headers);
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe('already_checked_in');
      // 23:59 in Tokyo is still the same day.
      expect(await fingerprint()).toEqual(before);
      t.clock.advance(14 * 60 * 60 * 1000 - 60_000);
      await relogin(user);
      expect((await t.api.post('/checkin/checkIn', {}, user.headers)).body.msg).toBe('already_checked_in');
      t.clock.advance(60_000); // midnight in Tokyo
      expect((await t.api.post('/checkin/checkIn', {}, user.headers)).body.data).toMatchObject({
        streak: 2,
        points: 20,
      });

      for (let day = 3; day <= 7; day += 1) {
        t.clock.advance(DAY);
        await relogin(user);
        const res = (await t.api.post('/checkin/checkIn', {}, user.headers)).body.data as {
          streak: number;
          bonusPoints: number;
        };
        expect(res.streak).toBe(day);
        expect(res.bonusPoints).toBe(day === 7 ? 30 : 0);
      }
      expect(await status(user.headers)).toMatchObject({ checkedInToday: true, streak: 7, points: 100 });
      t.clock.advance(2 * DAY);
      await relogin(user);
      expect(await status(user.headers)).toMatchObject({ checkedInToday: false, streak: 0 });
      expect((await t.api.post('/checkin/checkIn', {}, user.headers)).body.data).toMatchObject({
        streak: 1,
        points: 110,
      });
      const history = (await t.api.post('/checkin/history', {}, user.headers)).body.data as {
        items: { kind: string; balanceAfter: number }[];
        total: number;
      };
      expect(history.total).toBe(9);
      expect(history.items[0]).toMatchObject({ kind: 'check_in', balanceAfter: 110 });
      expect(history.items[1]).toMatchObject({ kind: 'streak_bonus', balanceAfter: 100 });
    });

    it('redeems points into cash through the ledger, once per Idempotency-Key', async () => {
      const user = await t.newUser();
      const userId = await userIdOf(t.db, user.account);
      await t.db.query(
        `INSERT INTO points_movements (user_id, kind, points, balance_after, remaining, expires_at, at)
         VALUES ($1, 'check_in', 700, 700, 700, $2, $3)`,
        [userId, new Date(t.clock.now().getTime() + 30 * DAY), t.clock.now()],
      );
      const before = await fingerprint();
      for (const points of ['400', '550']) {
        const bad = await t.api.post(
          '/checkin/redeem',
          { points },
          { ...user.headers, 'Idempotency-Key': 'redeem-bad' },
        );
        expect(bad.body).toEqual({ status: 0, msg: 'invalid_parameter', data: [{ field: 'points', rule: 'pattern' }] });
      }
      const tooMany = await t.api.post(
        '/checkin/redeem',
        { points: '800' },
        { ...user.headers, 'Idempotency-Key': 'redeem-800' },
      );
      expect(tooMany.body.msg).toBe('insufficient_checkin_count');
      const noKey = await t.api.post('/checkin/redeem', { points: '500' }, user.headers);
      expect(noKey.status).toBe(400);
      expect(await fingerprint()).toEqual(before);

      const headers = { ...user.headers, 'Idempotency-Key': 'redeem-500-a' };
      const first = await t.api.post('/checkin/redeem', { points: '500' }, headers);
      expect(first.body.data).toMatchObject({ pointsRedeemed: 500, amount: '500', currency: 'JPY', points: 200 });
      const replay = await t.api.post('/checkin/redeem', { points: '500' }, headers);
      expect(replay.body).toEqual(first.body);
      expect(await cash(user.headers)).toBe('1000500');
      const conflict = await t.api.post('/checkin/redeem', { points: '600' }, headers);
      expect(conflict.status).toBe(409);
      expect(conflict.body.msg).toBe('idempotency_conflict');
      expect(await status(user.headers)).toMatchObject({ points: 200 });

      // The redemption is a checkin_reward record, traceable to its ledger entries.
      const recordId = (first.body.data as { recordId: string }).recordId;
      const records = (await t.api.post('/record/list', { type: 'checkin_reward' }, user.headers)).body.data as {
        items: { id: string; amount: string; status: string }[];
      };
      expect(records.items).toEqual([expect.objectContaining({ id: recordId, amount: '500', status: 'completed' })]);
      const detail = (await t.api.post('/record/detail', { id: recordId }, user.headers)).body.data as {
        entries: { account: string; amount: string }[];
      };
      expect(detail.entries).toEqual([
        { account: 'house:promotions', currency: 'JPY', amount: '-500' },
        { account: `user:${user.account}:cash`, currency: 'JPY', amount: '500' },
      ]);
    });

    it('expires unused points after 365 days', async () => {
      const user = await t.newUser();
      await t.api.post('/checkin/checkIn', {}, user.headers);
      t.clock.advance(366 * DAY);
      await relogin(user);
      expect(await status(user.headers)).toMatchObject({ points: 0 });
      const history = (await t.api.post('/checkin/history', {}, user.headers)).body.data as {
        items: { kind: string; points: number }[];
      };
      expect(history.items[0]).toMatchObject({ kind: 'expiry', points: -10 });
    });
  });

  describe('transaction records', () => {
    it('lists by type and Tokyo date range, and hides other users’ records', async () => {
      const user = await t.newUser();
      const all = (await t.api.post('/record/list', {}, user.headers)).body.data as {
        items: { id: string; type: string; amount: string; createdAt: string }[];
      };
      // The opening paper money in each trading currency, newest first.
      expect(all.items).toEqual([
        expect.objectContaining({ type: 'deposit', amount: '100000.00', currency: 'CNY', status: 'completed' }),
        expect.objectContaining({ type: 'deposit', amount: '10000.00', currency: 'USD', status: 'completed' }),
        expect.objectContaining({ type: 'deposit', amount: '1000000', currency: 'JPY', status: 'completed' }),
      ]);
      const today = new Date(t.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
      expect(
        (await t.api.post('/record/list', { date_from: today, date_to: today, currency: 'JPY' }, user.headers)).body
          .data,
      ).toMatchObject({ total: 1 });
      expect(
        (await t.api.post('/record/list', { date_from: '2020-01-01', date_to: '2020-01-02' }, user.headers)).body.data,
      ).toMatchObject({ total: 0 });
      expect((await t.api.post('/record/list', { type: 'withdrawal,rebate' }, user.headers)).body.data).toMatchObject({
        total: 0,
      });
      const reversed = await t.api.post(
        '/record/list',
        { date_from: '2026-11-22', date_to: '2026-11-01' },
        user.headers,
      );
      expect(reversed.status).toBe(400);
      const tooLong = await t.api.post(
        '/record/list',
        { date_from: '2025-01-01', date_to: '2026-11-01' },
        user.headers,
      );
      expect(tooLong.status).toBe(400);
      const stranger = await t.newUser();
      expect((await t.api.post('/record/detail', { id: all.items[0]!.id }, stranger.headers)).status).toBe(404);
    });
  });

  describe('referrals', () => {
    it('an agent earns the disclosed share of an invitee’s fee, once per fee, as a rebate record', async () => {
      const agent = await t.newUser();
      const agentId = await userIdOf(t.db, agent.account);
      const summary = (await t.api.post('/referral/summary', {}, agent.headers)).body.data as {
        inviteCode: string;
        inviteUrl: string;
      };
      expect(summary).toMatchObject({ agentStatus: 'none', inviteeCount: 0, totalRebate: '0' });
      expect(summary.inviteUrl).toContain(`invite_code=${summary.inviteCode}`);

      // An invitee registers with the agent's code.
      const invitee = { account: t.nextAccount(), password: 'Tq8vLm3xRw' };
      await t.api.post('/user/register', { ...invitee, invite_code: summary.inviteCode, agree: '1' });
      const inviteeId = await userIdOf(t.db, invitee.account);

      // Applying needs a verified name; then one pending application at a time.
      expect((await t.api.post('/referral/applyAgent', { agree: '1' }, agent.headers)).body.msg).toBe(
        'real_name_not_verified',
      );
      await t.db.query(`UPDATE users SET real_name_status = 'verified' WHERE id = $1`, [agentId]);
      expect((await t.api.post('/referral/applyAgent', { agree: '1' }, agent.headers)).body.data).toMatchObject({
        status: 'pending',
      });
      expect((await t.api.post('/referral/applyAgent', { agree: '1' }, agent.headers)).body.msg).toBe(
        'agent_application_pending',
      );
      expect((await t.api.post('/referral/summary', {}, agent.headers)).body.data).toMatchObject({
        agentStatus: 'pending',
      });
      // An operator approves at the configured ratio (20.00 %).
      const [application] = await t.db.query<{ id: bigint }>(
        `SELECT id FROM agent_applications WHERE user_id = $1 AND status = 'pending'`,
        [agentId],
      );
      const approved = await t.api.post(
        '/admin/agent/approve',
        { id: String(application!.id) },
        await operatorHeaders(t),
      );
      expect(approved.body.data).toMatchObject({ status: 'approved', rebateRatio: '20.00' });

      // A ledger-level buy fee of ¥1,651 paid by the invitee; the agent gets 20 %, rounded down: ¥330.
      const { feeTransferId, rebate, again } = await t.db.transaction(async (tx) => {
        const inviteeCash = await openAccount(tx, inviteeId, 'cash', 'JPY');
        const fees = await houseAccount(tx, 'house_fees', 'JPY');
        const at = t.clock.now();
        const feeTransferId = await transfer(tx, {
          kind: 'buy_fee',
          memo: 'test fee',
          at,
          entries: [
            { accountId: inviteeCash, amount: -1651n },
            { accountId: fees, amount: 1651n },
          ],
        });
        const fee = { userId: inviteeId, feeTransferId, feeMinor: 1651n, currency: 'JPY', at, stockCode: '7203' };
        return { feeTransferId, rebate: await payReferralRebate(tx, fee), again: await payReferralRebate(tx, fee) };
      });
      expect(rebate).toMatchObject({ agentId, amount: 330n });
      expect(again).toBeUndefined();
      expect(feeTransferId).toBeGreaterThan(0n);

      expect((await t.api.post('/referral/summary', {}, agent.headers)).body.data).toMatchObject({
        agentStatus: 'agent',
        rebateRatio: '20.00',
        inviteeCount: 1,
        totalRebate: '330',
      });
      const invitees = (await t.api.post('/referral/invitees', {}, agent.headers)).body.data as { items: unknown[] };
      expect(invitees.items).toEqual([
        expect.objectContaining({
          account: `${invitee.account.slice(0, 3)}*****${invitee.account.slice(-2)}`,
          rebateEarned: '330',
        }),
      ]);
      const rebates = (await t.api.post('/referral/rebates', {}, agent.headers)).body.data as {
        items: { recordId: string; fee: string; amount: string; feeType: string; stockCode: string }[];
      };
      expect(rebates.items[0]).toMatchObject({
        fee: '1651',
        amount: '330',
        feeType: 'buy_fee',
        stockCode: '7203',
        rebateRatio: '20.00',
      });
      const record = (await t.api.post('/record/detail', { id: rebates.items[0]!.recordId }, agent.headers)).body.data;
      expect(record).toMatchObject({ type: 'rebate', amount: '330' });
      expect((await t.api.post('/user/getUserinfo', {}, agent.headers)).body.data).toMatchObject({ jpy: '1000330' });
      expect((await t.api.post('/referral/applyAgent', { agree: '1' }, agent.headers)).body.msg).toBe('seat_account');
    });

    it('pays nothing when the inviter is not an agent', async () => {
      const user = await t.newUser();
      const userId = await userIdOf(t.db, user.account);
      const before = await fingerprint();
      const paid = await t.db.transaction((tx) =>
        payReferralRebate(tx, { userId, feeTransferId: 1n, feeMinor: 1000n, currency: 'JPY', at: t.clock.now() }),
      );
      expect(paid).toBeUndefined();
      expect(await fingerprint()).toEqual(before);
    });
  });
});
