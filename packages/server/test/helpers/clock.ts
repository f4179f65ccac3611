import type { Clock } from '../../src/clock.ts';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-11-22T01:00:00Z')) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
