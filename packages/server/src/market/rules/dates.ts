import type { LocalDate } from '../types.ts';

/*
 * Calendar dates as `YYYY-MM-DD` strings, computed through day numbers in UTC so no local zone leaks in. A date
 * here is always a date in some market's own zone; which zone is the caller's business.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isLocalDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** Days since 1970-01-01. */
export function dayNumber(date: LocalDate): number {
  if (!isLocalDate(date)) throw new RangeError(`not a date: ${JSON.stringify(date)}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

export function fromDayNumber(day: number): LocalDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: LocalDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function isWeekend(date: LocalDate): boolean {
  const d = weekday(date);
  return d === 0 || d === 6;
}
