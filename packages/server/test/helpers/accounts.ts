import type { Queryable } from '../../src/db/db.ts';
import { forgetUserSessions } from '../../src/auth/sessions.ts';
import type { RestrictionFlag } from '../../src/auth/sessions.ts';
import { DEMO_OPERATOR } from '../../src/seed.ts';
import type { TestServer } from './server.ts';

/** Signs the demo operator in; answers the headers for the console's calls. */
export async function operatorHeaders(t: TestServer): Promise<Record<string, string>> {
  const res = await t.api.post('/user/login', { account: DEMO_OPERATOR.account, password: DEMO_OPERATOR.password });
  if (res.body.status !== 1) throw new Error(`operator login failed: ${JSON.stringify(res.body)}`);
  return { token: (res.body.data as { token: string }).token, account: DEMO_OPERATOR.account };
}

/**
 * Puts a restriction straight into the table, for tests of what it refuses (the console has its own tests), and
 * like the console's own write (accounts/restrictions.ts) drops what the process remembers of the user's sessions,
 * which a change made behind the app's back would otherwise reach only after `SESSION_CACHE_MS`.
 */
export async function restrictDirectly(db: Queryable, account: string, flag: RestrictionFlag): Promise<void> {
  const [row] = await db.query<{ user_id: bigint }>(
    `INSERT INTO user_restrictions (user_id, flag, since, reason_jp, reason_cn, reason_us, set_by)
     SELECT id, $2, now(), 'テスト', '测试', 'test', id FROM users WHERE account = $1 RETURNING user_id`,
    [account, flag],
  );
  if (row) forgetUserSessions(db, row.user_id);
}

/** A user's id by account. */
export async function userIdOf(db: Queryable, account: string): Promise<bigint> {
  const [row] = await db.query<{ id: bigint }>('SELECT id FROM users WHERE account = $1', [account]);
  if (!row) throw new Error(`no user ${account}`);
  return row.id;
}

/**
 * What a refused request must leave as it was: the ledger and sessions (the shared fingerprint) and everything
 * the account features write — restrictions, messages, points, audit rows, config, passwords.
 */
export async function accountsFingerprint(db: Queryable): Promise<unknown> {
  const [row] = await db.query(
    `SELECT (SELECT COUNT(*) FROM user_restrictions)::bigint AS restrictions,
            (SELECT COUNT(*) FROM inbox_messages)::bigint AS inbox,
            (SELECT COUNT(*) FROM inbox_messages WHERE read_at IS NOT NULL)::bigint AS read,
            (SELECT COUNT(*) FROM points_movements)::bigint AS points,
            (SELECT COUNT(*) FROM checkin_days)::bigint AS checkins,
            (SELECT COUNT(*) FROM audit_log)::bigint AS audit,
            (SELECT string_agg(id || ':' || status || ':' || coalesce(rebate_ratio_bp::text, '-'), ',' ORDER BY id)
             FROM agent_applications) AS applications,
            (SELECT string_agg(id || ':' || rebate_ratio_bp, ',' ORDER BY id) FROM users
             WHERE rebate_ratio_bp IS NOT NULL) AS agents,
            (SELECT COUNT(*) FROM operator_messages)::bigint AS operator_messages,
            (SELECT string_agg(name || '=' || value, ';' ORDER BY name) FROM config) AS config,
            (SELECT md5(string_agg(password_hash || coalesce(fund_password_hash, '') || language, ',' ORDER BY id))
             FROM users) AS credentials`,
  );
  return row;
}
