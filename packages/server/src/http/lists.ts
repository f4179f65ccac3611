import { invalidParameter } from './errors.ts';
import type { Form } from './validation.ts';

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

/** `page` (from 1) and `size` (1–100, default 20), already checked by the contract's patterns. */
export function pageOf(form: Form): PageRequest {
  const page = form.page ? Number(form.page) : 1;
  const size = form.size ? Number(form.size) : 20;
  return { page, size, offset: (page - 1) * size };
}

export const pageResult = <T>(request: PageRequest, items: T[], total: number): Page<T> => ({
  items,
  page: request.page,
  size: request.size,
  total,
});

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Asia/Tokyo (no daylight saving), `YYYY-MM-DD`. */
export function tokyoDate(at: Date): string {
  return new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Tokyo calendar day starts. */
export function tokyoDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00+09:00`));
}

/** The Tokyo day `days` after `date`. */
export function addDays(date: string, days: number): string {
  return tokyoDate(new Date(tokyoDayStart(date).getTime() + days * DAY_MS));
}

export interface DateRange {
  /** Inclusive start, or undefined for open. */
  from: Date | undefined;
  /** Exclusive end, or undefined for open. */
  until: Date | undefined;
}

/** A real calendar date (the contract's pattern allows 2026-02-31). */
function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * An inclusive range of Tokyo dates from two form fields. A date that does not exist, `from` after `to`, or a
 * range longer than `maxDays` is 400 `invalid_parameter`.
 */
export function tokyoDateRange(form: Form, fromField: string, toField: string, maxDays?: number): DateRange {
  const fromText = form[fromField];
  const toText = form[toField];
  for (const [field, value] of [
    [fromField, fromText],
    [toField, toText],
  ] as const) {
    if (value !== undefined && !isCalendarDate(value)) throw invalidParameter([{ field, rule: 'pattern' }]);
  }
  if (fromText !== undefined && toText !== undefined) {
    if (fromText > toText) throw invalidParameter([{ field: toField, rule: 'pattern' }]);
    const days = (tokyoDayStart(toText).getTime() - tokyoDayStart(fromText).getTime()) / DAY_MS;
    if (maxDays !== undefined && days > maxDays) throw invalidParameter([{ field: toField, rule: 'pattern' }]);
  }
  return {
    from: fromText === undefined ? undefined : tokyoDayStart(fromText),
    until: toText === undefined ? undefined : tokyoDayStart(addDays(toText, 1)),
  };
}

/** `080*****21`: the first three and last two digits of a phone number. */
export const maskAccount = (account: string) => `${account.slice(0, 3)}*****${account.slice(-2)}`;

export interface LocalizedText {
  jp: string;
  cn: string;
  us: string;
}
