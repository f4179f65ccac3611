import nodemailer from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where alert mail leaves the server. The running server uses SMTP (`KABUTO_SMTP_URL`) or logs a notice. */
export interface MailSender {
  send(mail: Mail): Promise<void>;
  /** For the start-up banner. */
  readonly description: string;
}

/** Sends through nodemailer's SMTP transport to `url` (`smtp://…` or `smtps://…`). */
export function smtpSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url);
  const target = new URL(url);
  return {
    description: `SMTP ${target.hostname}:${target.port || (target.protocol === 'smtps:' ? '465' : '587')}`,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * Builds each message with nodemailer (JSON transport: nothing leaves the machine) and logs a one-line notice: the
 * default of `npm start` without `KABUTO_SMTP_URL`.
 */
export function loggingSender(from: string, log: (line: string) => void = console.log): MailSender {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    description: 'logged only (set KABUTO_SMTP_URL to send)',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      log(`kabuto: alert mail to ${mail.to} not sent (no KABUTO_SMTP_URL): ${mail.subject}`);
    },
  };
}

/** Keeps the mail in the outbox as sent; for tests and tools that build an app without a mail server. */
export const discardingSender: MailSender = { description: 'discarded', send: async () => undefined };

const CLAIM_MS = 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 20;

/** Outboxes of this process, woken when a transaction that wrote mail commits. */
const outboxes = new Set<MailOutbox>();

/** Wakes every outbox of the process (alerts call it after commit). */
export function wakeOutboxes(): void {
  for (const outbox of outboxes) outbox.wake();
}

interface OutboxRow {
  id: bigint;
  to_address: string;
  subject: string;
  body: string;
}

/**
 * Sends the mail written to `email_outbox` once started: woken after each commit that wrote some, and every 30
 * seconds for retries. Rows are claimed with `SKIP LOCKED`, so several processes on one database send each mail
 * once; a failed one is tried again after a minute, five times at most.
 */
export class MailOutbox {
  #running: Promise<void> | undefined;
  #again = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly sender: MailSender,
  ) {}

  /** Drains now (or again after the drain under way). */
  wake(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drainAll()
      .catch((error: unknown) => console.error('kabuto: the mail outbox failed:', error))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  /** Resolves when nothing is being sent (tests wait on it). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Listens for committed mail, drains what waits, and retries every `retryEveryMs` (0: only when woken). */
  start({ retryEveryMs = 30_000 }: { retryEveryMs?: number } = {}): void {
    outboxes.add(this);
    if (retryEveryMs > 0 && !this.#timer) {
      this.#timer = setInterval(() => this.wake(), retryEveryMs);
      this.#timer.unref();
    }
    this.wake();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    outboxes.delete(this);
  }

  async #drainAll(): Promise<void> {
    while ((await this.#drainBatch()) === BATCH);
  }

  async #drainBatch(): Promise<number> {
    const now = this.clock.now();
    const rows = await this.db.query<OutboxRow>(
      `UPDATE email_outbox SET attempts = attempts + 1, claimed_until = $1
       WHERE id IN (SELECT id FROM email_outbox
                    WHERE sent_at IS NULL AND attempts < $3 AND (claimed_until IS NULL OR claimed_until <= $2)
                    ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, body`,
      [new Date(now.getTime() + CLAIM_MS), now, MAX_ATTEMPTS, BATCH],
    );
    for (const row of rows) {
      try {
        await this.sender.send({ to: row.to_address, subject: row.subject, text: row.body });
        await this.db.query('UPDATE email_outbox SET sent_at = $2, last_error = NULL WHERE id = $1', [
          row.id,
          this.clock.now(),
        ]);
      } catch (error) {
        await this.db.query('UPDATE email_outbox SET last_error = $2 WHERE id = $1', [
          row.id,
          String(error).slice(0, 500),
        ]);
      }
    }
    return rows.length;
  }
}
