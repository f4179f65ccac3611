/**
 * Interest on the credit line: simple interest, accrued daily, actual/365. For each Tokyo calendar day from the day
 * of the draw, once the day has ended, the day's interest is
 *
 *   floor(principal outstanding at the day's end × annual rate / 365)      (in yen; the rate in hundredths of %)
 *
 * kept as an integer in the loan's `interest_accrued`: a loan drawn and repaid in full on the same day pays none,
 * and leap years still divide by 365. Every change of principal (a repayment) first brings the accrual up to the
 * previous day under the loan's row lock, so until the next change all pending days share one principal.
 *
 * Each accrued day is a row in `loan_accruals` keyed by (loan, day), written under the loan's row lock: two
 * processes on one database, or a job catching up after downtime, accrue each day exactly once.
 */
import type { Clock } from '../clock.ts';
import type { Db, Tx } from '../db/db.ts';
import { addDays, tokyoDate } from '../http/lists.ts';

/** One day's interest on `principal` yen at `rateHundredths` (9.80 % → 980) a year: rounded down to the yen. */
export function dailyInterest(principal: bigint, rateHundredths: number): bigint {
  return (principal * BigInt(rateHundredths)) / 3_650_000n;
}

/** Whole days from `from` to `to` (Tokyo dates), 0 when `to` is not after `from`. */
export function daysBetween(from: string, to: string): number {
  const diff = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return diff > 0 ? Math.round(diff) : 0;
}

/** The last Tokyo day whose interest may accrue at `now`: yesterday (today's principal may still change). */
export const accrualThrough = (now: Date): string => addDays(tokyoDate(now), -1);

export interface AccruingLoan {
  id: bigint;
  status: string;
  outstanding_principal: bigint;
  rate_hundredths: number;
  interest_accrued: bigint;
  accrued_through: string | null;
}

/** The interest accrued by `now`, counting days not yet written (what the job would write): for views. */
export function interestAccruedAt(loan: AccruingLoan, now: Date): bigint {
  if (loan.status !== 'active' || loan.accrued_through === null) return loan.interest_accrued;
  const days = daysBetween(loan.accrued_through, accrualThrough(now));
  return loan.interest_accrued + BigInt(days) * dailyInterest(loan.outstanding_principal, loan.rate_hundredths);
}

/**
 * Accrues the loan's pending days up to yesterday. Call with the loan's row locked (FOR UPDATE). Answers the
 * interest added.
 */
export async function accrueLoan(tx: Tx, loan: AccruingLoan, now: Date): Promise<bigint> {
  if (loan.status !== 'active' || loan.accrued_through === null) return 0n;
  const through = accrualThrough(now);
  if (daysBetween(loan.accrued_through, through) === 0) return 0n;
  const perDay = dailyInterest(loan.outstanding_principal, loan.rate_hundredths);
  const first = addDays(loan.accrued_through, 1);
  // A day is written once: a row already there (which the row lock should make impossible) is not counted again.
  const inserted = await tx.query<{ day: string }>(
    `INSERT INTO loan_accruals (loan_id, day, principal, interest)
     SELECT $1, d::date, $2, $3 FROM generate_series($4::date, $5::date, interval '1 day') AS d
     ON CONFLICT (loan_id, day) DO NOTHING RETURNING day`,
    [loan.id, loan.outstanding_principal, perDay, first, through],
  );
  const added = perDay * BigInt(inserted.length);
  await tx.query('UPDATE loans SET interest_accrued = interest_accrued + $2, accrued_through = $3 WHERE id = $1', [
    loan.id,
    added,
    through,
  ]);
  loan.interest_accrued += added;
  loan.accrued_through = through;
  return added;
}

const ACCRUING_COLUMNS = `id, status, outstanding_principal, rate_hundredths, interest_accrued,
  accrued_through::text AS accrued_through`;

/**
 * One pass of the accrual job: every active loan behind on its accrual is caught up, each in its own short
 * transaction under its row lock (a loan another process is accruing is skipped and seen caught up next time).
 */
export async function accrueAll(db: Db, now: Date): Promise<{ loans: number; interest: bigint }> {
  const through = accrualThrough(now);
  const behind = await db.query<{ id: bigint }>(
    `SELECT id FROM loans WHERE status = 'active' AND accrued_through < $1::date ORDER BY id`,
    [through],
  );
  let loans = 0;
  let interest = 0n;
  for (const { id } of behind) {
    const added = await db.transaction(async (tx) => {
      const [loan] = await tx.query<AccruingLoan>(
        `SELECT ${ACCRUING_COLUMNS} FROM loans WHERE id = $1 FOR UPDATE SKIP LOCKED`,
        [id],
      );
      return loan ? accrueLoan(tx, loan, now) : undefined;
    });
    if (added !== undefined) {
      loans += 1;
      interest += added;
    }
  }
  return { loans, interest };
}

/** The accrual job on the server's clock: a pass at start (catching up after downtime) and then every interval. */
export class LoanAccrualJob {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly intervalMs = 60_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass now (tests call it after moving their clock). */
  pass(): Promise<{ loans: number; interest: bigint }> {
    return accrueAll(this.db, this.clock.now());
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.pass()
      .catch((error: unknown) => console.error('loan accrual failed:', error))
      .finally(() => {
        this.running = undefined;
      });
  }
}

export { ACCRUING_COLUMNS };
