import type { Queryable } from '../db/db.ts';
import { isTradingDay } from '../market/rules/calendar.ts';
import { addDays } from '../market/rules/dates.ts';
import { formatZoned, zonedInstant, zonedParts } from '../market/zone.ts';

const TOKYO = 'Asia/Tokyo';
const HOURS = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/** The contract's `FundingHours`. */
export interface FundingHours {
  opensAt: string;
  closesAt: string;
  timeZone: 'Asia/Tokyo';
  businessDaysOnly: boolean;
  openNow: boolean;
  nextOpenAt?: string;
}

export type FundingKind = 'deposit' | 'withdrawal';

const DEFAULT_HOURS: Record<FundingKind, string> = { deposit: '09:00-17:00', withdrawal: '09:00-15:00' };

/**
 * Japanese bank business days: weekdays that are not holidays of the Japanese calendar (the exchange's table in
 * market/rules/calendar.ts, which closes on the same national holidays and the 12/31–1/3 year-end break as banks).
 */
export const isBankBusinessDay = (date: string) => isTradingDay('jpy', date);

/**
 * When deposit notices or withdrawal requests are accepted: the operator's `…_hours` (`HH:MM-HH:MM`, Tokyo time)
 * on business days or every day (`…_days`). With the demo clock (`always-open`) they are open around the clock,
 * like the markets.
 */
export async function fundingHours(
  tx: Queryable,
  kind: FundingKind,
  now: Date,
  alwaysOpen: boolean,
): Promise<FundingHours> {
  if (alwaysOpen) {
    return { opensAt: '00:00', closesAt: '24:00', timeZone: TOKYO, businessDaysOnly: false, openNow: true };
  }
  const rows = await tx.query<{ name: string; value: string }>(
    'SELECT name, value FROM config WHERE name = ANY($1::text[])',
    [[`${kind}_hours`, `${kind}_days`]],
  );
  const config = new Map(rows.map((r) => [r.name, r.value]));
  const hours = config.get(`${kind}_hours`) ?? '';
  const [opensAt, closesAt] = (HOURS.test(hours) ? hours : DEFAULT_HOURS[kind]).split('-') as [string, string];
  const businessDaysOnly = config.get(`${kind}_days`) !== 'all';
  const opensOn = (date: string) => !businessDaysOnly || isBankBusinessDay(date);

  const { date, time } = zonedParts(now, TOKYO);
  const minute = time.slice(0, 5);
  const openNow = opensOn(date) && minute >= opensAt && minute < closesAt;
  if (openNow) return { opensAt, closesAt, timeZone: TOKYO, businessDaysOnly, openNow };
  let next = minute < opensAt && opensOn(date) ? date : addDays(date, 1);
  while (!opensOn(next)) next = addDays(next, 1);
  return {
    opensAt,
    closesAt,
    timeZone: TOKYO,
    businessDaysOnly,
    openNow,
    nextOpenAt: formatZoned(zonedInstant(next, opensAt, TOKYO), TOKYO),
  };
}

/** 24:00 (Tokyo) of the next business day after `now`: the latest a pending withdrawal is expected to arrive. */
export function nextBusinessDayEnd(now: Date): string {
  let day = addDays(zonedParts(now, TOKYO).date, 1);
  while (!isBankBusinessDay(day)) day = addDays(day, 1);
  return formatZoned(zonedInstant(addDays(day, 1), '00:00', TOKYO), TOKYO);
}
