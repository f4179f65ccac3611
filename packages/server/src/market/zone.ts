import type { LocalDate, Market, MarketTimeZone } from './types.ts';

/** Each market's IANA zone: sessions, dates and timestamps are in it (daylight saving comes from the zone data). */
export const MARKET_TIME_ZONES: Readonly<Record<Market, MarketTimeZone>> = {
  jpy: 'Asia/Tokyo',
  usd: 'America/New_York',
  cny: 'Asia/Shanghai',
};

export interface ZonedParts {
  date: LocalDate;
  /** `HH:MM:SS`, 24-hour. */
  time: string;
  /** Minutes east of UTC at that instant (+540 for Tokyo, −240 or −300 for New York). */
  offsetMinutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock at `seconds` (an instant on a whole second) as Intl reads it, and the offset: minutes, maybe fractional. */
function readIntl(seconds: number, timeZone: string): { date: LocalDate; time: string; offset: number } {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(seconds)) parts[p.type] = p.value;
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = parts;
  const wallAsUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  return {
    date: `${year}-${month}-${day}`,
    time: `${hour}:${minute}:${second}`,
    offset: (wallAsUtc - seconds) / 60_000,
  };
}

/** `zonedParts` read from Intl afresh, remembering nothing: what `zonedParts` must always agree with (its tests). */
export function intlZonedParts(instant: Date | number, timeZone: string): ZonedParts {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const { date, time, offset } = readIntl(Math.floor(ms / 1000) * 1000, timeZone);
  return { date, time, offsetMinutes: Math.round(offset) };
}

/**
 * Offsets already read, per zone and UTC minute. Intl's formatToParts costs a few microseconds, and every timestamp
 * of every answer and quote goes through here; a zone's offset changes only on a whole UTC minute (every offset in
 * use since the 1970s is whole minutes), so one reading serves the whole minute. Bounded: a zone's map is dropped when
 * full.
 */
const offsetsByMinute = new Map<string, Map<number, number>>();
const MAX_MINUTES_PER_ZONE = 512;

function offsetMinutesAt(seconds: number, timeZone: string): number {
  const minute = Math.floor(seconds / 60_000);
  let zone = offsetsByMinute.get(timeZone);
  const known = zone?.get(minute);
  if (known !== undefined) return known;
  const { offset } = readIntl(seconds, timeZone);
  // A historical offset with seconds (local mean time) may change inside a minute: never remembered.
  if (!Number.isInteger(offset)) return Math.round(offset);
  if (!zone || zone.size >= MAX_MINUTES_PER_ZONE) {
    zone = new Map();
    offsetsByMinute.set(timeZone, zone);
  }
  zone.set(minute, offset);
  return offset;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The wall-clock date, time and offset of an instant in a zone. */
export function zonedParts(instant: Date | number, timeZone: string): ZonedParts {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const seconds = Math.floor(ms / 1000) * 1000;
  const offsetMinutes = offsetMinutesAt(seconds, timeZone);
  const wall = new Date(seconds + offsetMinutes * 60_000);
  const year = String(wall.getUTCFullYear()).padStart(4, '0');
  return {
    date: `${year}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`,
    time: `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}:${pad2(wall.getUTCSeconds())}`,
    offsetMinutes,
  };
}

/**
 * The instant at which a zone's clocks show `date` `time` (`HH:MM` or `HH:MM:SS`). Wall times skipped or repeated
 * by a daylight-saving change (02:00–03:00 in New York) resolve to one of their readings; no session starts then.
 */
export function zonedInstant(date: LocalDate, time: string, timeZone: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    h,
    m,
    s,
  );
  let guess = wallAsUtc - zonedParts(wallAsUtc, timeZone).offsetMinutes * 60_000;
  guess = wallAsUtc - zonedParts(guess, timeZone).offsetMinutes * 60_000;
  return guess;
}

/** ISO 8601 in the zone's offset, to the second: `2026-11-20T11:42:05+09:00`. */
export function formatZoned(instant: Date | number, timeZone: string): string {
  const { date, time, offsetMinutes } = zonedParts(instant, timeZone);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${date}T${time}${sign}${hh}:${mm}`;
}

/** Today's date in a market's zone. */
export function marketDate(market: Market, instant: Date | number): LocalDate {
  return zonedParts(instant, MARKET_TIME_ZONES[market]).date;
}
