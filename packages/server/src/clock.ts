/** Time is injected so sessions, throttling and the market replay exactly in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A demo clock (KABUTO_CLOCK_START): it starts at a chosen instant and runs at real speed from there, and `jumpTo`
 * moves it forward to a later instant (KABUTO_CLOCK_CONTROL=stdin), so a demo or a browser journey can watch a
 * session's close without waiting for it. It never goes back: what was written at a later time stays later.
 */
export class SteerableClock implements Clock {
  private offset: number;

  constructor(
    start: number,
    private readonly realNow: () => number = Date.now,
  ) {
    this.offset = start - realNow();
  }

  now(): Date {
    return new Date(this.realNow() + this.offset);
  }

  /** Moves the clock forward to `instant` (epoch ms); answers false, changing nothing, unless it is later than now. */
  jumpTo(instant: number): boolean {
    const now = this.now().getTime();
    if (!Number.isFinite(instant) || instant <= now) return false;
    this.offset += instant - now;
    return true;
  }
}

/** An ISO 8601 instant with its offset (`2026-11-20T15:29:00+09:00`, `…Z`): epoch ms, or undefined when it is not one. */
export function parseInstant(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : at;
}

/**
 * Reads `jump <ISO instant>` lines (KABUTO_CLOCK_CONTROL=stdin) and moves the clock forward to each instant; any
 * other line, or an instant not later than the clock, is ignored with a note. Answers what `log` printed, for tests.
 */
export function clockCommand(clock: SteerableClock, line: string): string {
  const match = /^\s*jump\s+(\S+)\s*$/.exec(line);
  if (!match) return `kabuto: clock: ignored ${JSON.stringify(line.trim())} (expected: jump <ISO instant>)`;
  const target = parseInstant(match[1] ?? '');
  if (target === undefined)
    return `kabuto: clock: ignored ${JSON.stringify(match[1])}: not an ISO instant with an offset`;
  if (!clock.jumpTo(target)) {
    return `kabuto: clock: ignored jump to ${match[1]}: not later than ${clock.now().toISOString()} (the clock never goes back)`;
  }
  return `kabuto: clock: now ${clock.now().toISOString()}`;
}
