/**
 * What one process hears of the work of the others on the same database: user events for the streams it holds and
 * session revocations for its session cache. PostgreSQL's LISTEN/NOTIFY carries both (one dedicated connection per
 * process, see db/postgres.ts): the notification is sent inside the transaction that did the work, so it arrives
 * with the commit and never after a rollback, and the database the processes share anyway is the only service
 * involved. On PGlite the same notifications stay inside the one process.
 */
import { forgetSessionsFromNotification, SESSION_EVENTS_CHANNEL, suspendSessionCache } from '../auth/sessions.ts';
import type { Db, Listening } from '../db/db.ts';
import type { PushHub } from '../market/push/hub.ts';
import { parseUserEvent, USER_EVENTS_CHANNEL, WORK_CHANNEL } from './user-events.ts';

export class ClusterEvents {
  #listening: Listening | undefined;
  #starting: Promise<void> | undefined;
  /** Resumes the session cache: held while a shared database's revocations cannot be heard. */
  #resumeCache: (() => void) | undefined;
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly hub: PushHub,
    /** The engines another process's new orders wake. */
    private readonly engines: { matching: { notify(): void }; daytrade: { notify(): void } },
  ) {}

  /** Whether notifications from other processes reach this one now (always, on a database no other shares). */
  get listening(): boolean {
    return this.#listening?.listening ?? false;
  }

  /** Starts listening (main.ts; on PGlite createApp does, as it costs nothing there). */
  start(): Promise<void> {
    this.#stopped = false;
    this.#starting ??= this.#start();
    return this.#starting;
  }

  async #start(): Promise<void> {
    if (!this.db.listen) return;
    const shared = this.db.shared === true;
    // Until the first LISTEN is in place, another process's revocation could go unheard: keep no lookups.
    if (shared) this.#resumeCache = suspendSessionCache();
    this.#listening = await this.db.listen(
      {
        [USER_EVENTS_CHANNEL]: (payload) => {
          const event = parseUserEvent(payload);
          if (event) this.hub.deliverUser(event.userId, event.kind);
        },
        [WORK_CHANNEL]: (payload) => {
          if (payload === 'cash') this.engines.matching.notify();
          if (payload === 'daytrade') this.engines.daytrade.notify();
        },
        [SESSION_EVENTS_CHANNEL]: (payload) => {
          const revoked = forgetSessionsFromNotification(payload);
          if (revoked) this.hub.endSessions(revoked);
        },
      },
      (listening) => {
        if (!shared || this.#stopped) return;
        if (listening) {
          this.#resumeCache?.();
          this.#resumeCache = undefined;
        } else {
          this.#resumeCache ??= suspendSessionCache();
        }
      },
    );
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#starting?.catch(() => undefined);
    this.#starting = undefined;
    await this.#listening?.close();
    this.#listening = undefined;
    this.#resumeCache?.();
    this.#resumeCache = undefined;
  }
}
