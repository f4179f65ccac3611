import type { LocalDate, LocalizedText, Market } from '../types.ts';
import { addDays, isWeekend } from './dates.ts';

/** A weekday on which an exchange does not trade. Weekends are closed everywhere and are not listed. */
export interface HolidayRow {
  market: Market;
  date: LocalDate;
  name: LocalizedText;
  /** Not yet published by the authority when the table was written; replace it when it is. */
  provisional?: true;
}

/** A trading day that ends early (local time `close`, `HH:MM`). */
export interface EarlyCloseRow {
  market: Market;
  date: LocalDate;
  close: string;
  name: LocalizedText;
}

/** The years the tables cover. Outside them only weekends are known; extend the tables before then. */
export const CALENDAR_COVERAGE = { from: '2025-01-01', to: '2027-12-31' } as const;

const t = (jp: string, cn: string, us: string): LocalizedText => ({ jp, cn, us });

// Japan (JPX): national holidays plus the exchange's own year-end and new-year closures (12/31, 1/2, 1/3).
const JP = {
  newYear: t('元日', '元旦', "New Year's Day"),
  newYearBreak: t('年始休業日', '新年休市日', 'New Year holiday (exchange closed)'),
  yearEnd: t('年末休業日（大晦日）', '年末休市日', "New Year's Eve (exchange closed)"),
  comingOfAge: t('成人の日', '成人节', 'Coming of Age Day'),
  foundation: t('建国記念の日', '建国纪念日', 'National Foundation Day'),
  emperor: t('天皇誕生日', '天皇诞辰', "Emperor's Birthday"),
  vernal: t('春分の日', '春分日', 'Vernal Equinox Day'),
  showa: t('昭和の日', '昭和日', 'Showa Day'),
  constitution: t('憲法記念日', '宪法纪念日', 'Constitution Memorial Day'),
  greenery: t('みどりの日', '绿之日', 'Greenery Day'),
  children: t('こどもの日', '儿童节', "Children's Day"),
  substitute: t('振替休日', '补休日', 'Substitute holiday'),
  marine: t('海の日', '海之日', 'Marine Day'),
  mountain: t('山の日', '山之日', 'Mountain Day'),
  aged: t('敬老の日', '敬老日', 'Respect for the Aged Day'),
  citizens: t('国民の休日', '国民休息日', "Citizens' Holiday"),
  autumnal: t('秋分の日', '秋分日', 'Autumnal Equinox Day'),
  sports: t('スポーツの日', '体育日', 'Sports Day'),
  culture: t('文化の日', '文化日', 'Culture Day'),
  labor: t('勤労感謝の日', '勤劳感谢日', 'Labor Thanksgiving Day'),
};

// United States (NYSE; Nasdaq keeps the same days).
const US = {
  newYear: t('元日', '元旦', "New Year's Day"),
  carter: t(
    'カーター元大統領の国葬に伴う休場',
    '卡特前总统国家哀悼日',
    'National Day of Mourning for President Jimmy Carter',
  ),
  mlk: t('キング牧師記念日', '马丁·路德·金纪念日', 'Martin Luther King, Jr. Day'),
  washington: t('ワシントン誕生日（大統領の日）', '总统日', "Washington's Birthday"),
  goodFriday: t('聖金曜日', '耶稣受难日', 'Good Friday'),
  memorial: t('戦没将兵追悼記念日', '阵亡将士纪念日', 'Memorial Day'),
  juneteenth: t('ジューンティーンス（奴隷解放記念日）', '六月节', 'Juneteenth National Independence Day'),
  independence: t('独立記念日', '美国独立日', 'Independence Day'),
  labor: t('レイバー・デー', '劳工节', 'Labor Day'),
  thanksgiving: t('感謝祭', '感恩节', 'Thanksgiving Day'),
  christmas: t('クリスマス', '圣诞节', 'Christmas Day'),
  // Early closes.
  beforeIndependence: t('独立記念日の前日（短縮取引）', '美国独立日前一天（提前收市）', 'Day before Independence Day'),
  afterThanksgiving: t('感謝祭の翌日（短縮取引）', '感恩节次日（提前收市）', 'Day after Thanksgiving'),
  christmasEve: t('クリスマス・イブ（短縮取引）', '平安夜（提前收市）', 'Christmas Eve'),
};

// China (SSE and SZSE close on the same days): the State Council's holidays; make-up working weekends stay closed.
const CN = {
  newYear: t('元日', '元旦', "New Year's Day"),
  spring: t('春節', '春节', 'Spring Festival'),
  qingming: t('清明節', '清明节', 'Qingming Festival'),
  labour: t('労働節', '劳动节', 'Labour Day'),
  dragonBoat: t('端午節', '端午节', 'Dragon Boat Festival'),
  midAutumn: t('中秋節', '中秋节', 'Mid-Autumn Festival'),
  national: t('国慶節', '国庆节', 'National Day'),
  nationalMidAutumn: t('国慶節・中秋節', '国庆节、中秋节', 'National Day and Mid-Autumn Festival'),
};

const rows = (market: Market, name: LocalizedText, dates: string[], provisional?: true): HolidayRow[] =>
  dates.map((date) => ({ market, date, name, ...(provisional ? { provisional } : {}) }));

export const HOLIDAYS: readonly HolidayRow[] = [
  // JPX 2025
  ...rows('jpy', JP.newYear, ['2025-01-01']),
  ...rows('jpy', JP.newYearBreak, ['2025-01-02', '2025-01-03']),
  ...rows('jpy', JP.comingOfAge, ['2025-01-13']),
  ...rows('jpy', JP.foundation, ['2025-02-11']),
  ...rows('jpy', JP.substitute, ['2025-02-24']), // Emperor's Birthday fell on Sunday
  ...rows('jpy', JP.vernal, ['2025-03-20']),
  ...rows('jpy', JP.showa, ['2025-04-29']),
  ...rows('jpy', JP.children, ['2025-05-05']),
  ...rows('jpy', JP.substitute, ['2025-05-06']), // Greenery Day fell on Sunday
  ...rows('jpy', JP.marine, ['2025-07-21']),
  ...rows('jpy', JP.mountain, ['2025-08-11']),
  ...rows('jpy', JP.aged, ['2025-09-15']),
  ...rows('jpy', JP.autumnal, ['2025-09-23']),
  ...rows('jpy', JP.sports, ['2025-10-13']),
  ...rows('jpy', JP.culture, ['2025-11-03']),
  ...rows('jpy', JP.substitute, ['2025-11-24']), // Labor Thanksgiving Day fell on Sunday
  ...rows('jpy', JP.yearEnd, ['2025-12-31']),
  // JPX 2026
  ...rows('jpy', JP.newYear, ['2026-01-01']),
  ...rows('jpy', JP.newYearBreak, ['2026-01-02']),
  ...rows('jpy', JP.comingOfAge, ['2026-01-12']),
  ...rows('jpy', JP.foundation, ['2026-02-11']),
  ...rows('jpy', JP.emperor, ['2026-02-23']),
  ...rows('jpy', JP.vernal, ['2026-03-20']),
  ...rows('jpy', JP.showa, ['2026-04-29']),
  ...rows('jpy', JP.greenery, ['2026-05-04']),
  ...rows('jpy', JP.children, ['2026-05-05']),
  ...rows('jpy', JP.substitute, ['2026-05-06']), // Constitution Memorial Day fell on Sunday
  ...rows('jpy', JP.marine, ['2026-07-20']),
  ...rows('jpy', JP.mountain, ['2026-08-11']),
  ...rows('jpy', JP.aged, ['2026-09-21']),
  ...rows('jpy', JP.citizens, ['2026-09-22']), // between two holidays
  ...rows('jpy', JP.autumnal, ['2026-09-23']),
  ...rows('jpy', JP.sports, ['2026-10-12']),
  ...rows('jpy', JP.culture, ['2026-11-03']),
  ...rows('jpy', JP.labor, ['2026-11-23']),
  ...rows('jpy', JP.yearEnd, ['2026-12-31']),
  // JPX 2027 (the equinoxes as announced in the official gazette of February 2026)
  ...rows('jpy', JP.newYear, ['2027-01-01']),
  ...rows('jpy', JP.comingOfAge, ['2027-01-11']),
  ...rows('jpy', JP.foundation, ['2027-02-11']),
  ...rows('jpy', JP.emperor, ['2027-02-23']),
  ...rows('jpy', JP.substitute, ['2027-03-22']), // Vernal Equinox Day fell on Sunday
  ...rows('jpy', JP.showa, ['2027-04-29']),
  ...rows('jpy', JP.constitution, ['2027-05-03']),
  ...rows('jpy', JP.greenery, ['2027-05-04']),
  ...rows('jpy', JP.children, ['2027-05-05']),
  ...rows('jpy', JP.marine, ['2027-07-19']),
  ...rows('jpy', JP.mountain, ['2027-08-11']),
  ...rows('jpy', JP.aged, ['2027-09-20']),
  ...rows('jpy', JP.autumnal, ['2027-09-23']),
  ...rows('jpy', JP.sports, ['2027-10-11']),
  ...rows('jpy', JP.culture, ['2027-11-03']),
  ...rows('jpy', JP.labor, ['2027-11-23']),
  ...rows('jpy', JP.yearEnd, ['2027-12-31']),

  // NYSE 2025
  ...rows('usd', US.newYear, ['2025-01-01']),
  ...rows('usd', US.carter, ['2025-01-09']),
  ...rows('usd', US.mlk, ['2025-01-20']),
  ...rows('usd', US.washington, ['2025-02-17']),
  ...rows('usd', US.goodFriday, ['2025-04-18']),
  ...rows('usd', US.memorial, ['2025-05-26']),
  ...rows('usd', US.juneteenth, ['2025-06-19']),
  ...rows('usd', US.independence, ['2025-07-04']),
  ...rows('usd', US.labor, ['2025-09-01']),
  ...rows('usd', US.thanksgiving, ['2025-11-27']),
  ...rows('usd', US.christmas, ['2025-12-25']),
  // NYSE 2026
  ...rows('usd', US.newYear, ['2026-01-01']),
  ...rows('usd', US.mlk, ['2026-01-19']),
  ...rows('usd', US.washington, ['2026-02-16']),
  ...rows('usd', US.goodFriday, ['2026-04-03']),
  ...rows('usd', US.memorial, ['2026-05-25']),
  ...rows('usd', US.juneteenth, ['2026-06-19']),
  ...rows('usd', US.independence, ['2026-07-03']), // observed: July 4 is a Saturday
  ...rows('usd', US.labor, ['2026-09-07']),
  ...rows('usd', US.thanksgiving, ['2026-11-26']),
  ...rows('usd', US.christmas, ['2026-12-25']),
  // NYSE 2027 (New Year's Day 2028 is a Saturday: NYSE does not close on December 31)
  ...rows('usd', US.newYear, ['2027-01-01']),
  ...rows('usd', US.mlk, ['2027-01-18']),
  ...rows('usd', US.washington, ['2027-02-15']),
  ...rows('usd', US.goodFriday, ['2027-03-26']),
  ...rows('usd', US.memorial, ['2027-05-31']),
  ...rows('usd', US.juneteenth, ['2027-06-18']), // observed: June 19 is a Saturday
  ...rows('usd', US.independence, ['2027-07-05']), // observed: July 4 is a Sunday
  ...rows('usd', US.labor, ['2027-09-06']),
  ...rows('usd', US.thanksgiving, ['2027-11-25']),
  ...rows('usd', US.christmas, ['2027-12-24']), // observed: December 25 is a Saturday

  // SSE/SZSE 2025
  ...rows('cny', CN.newYear, ['2025-01-01']),
  ...rows('cny', CN.spring, ['2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-02-03', '2025-02-04']),
  ...rows('cny', CN.qingming, ['2025-04-04']),
  ...rows('cny', CN.labour, ['2025-05-01', '2025-05-02', '2025-05-05']),
  ...rows('cny', CN.dragonBoat, ['2025-06-02']),
  ...rows('cny', CN.nationalMidAutumn, [
    '2025-10-01',
    '2025-10-02',
    '2025-10-03',
    '2025-10-06',
    '2025-10-07',
    '2025-10-08',
  ]),
  // SSE/SZSE 2026
  ...rows('cny', CN.newYear, ['2026-01-01', '2026-01-02']),
  ...rows('cny', CN.spring, ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-23']),
  ...rows('cny', CN.qingming, ['2026-04-06']),
  ...rows('cny', CN.labour, ['2026-05-01', '2026-05-04', '2026-05-05']),
  ...rows('cny', CN.dragonBoat, ['2026-06-19']),
  ...rows('cny', CN.midAutumn, ['2026-09-25']),
  ...rows('cny', CN.national, ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']),
  // SSE/SZSE 2027: estimated from the lunar calendar until the State Council publishes the year's plan.
  ...rows('cny', CN.newYear, ['2027-01-01'], true),
  ...rows('cny', CN.spring, ['2027-02-05', '2027-02-08', '2027-02-09', '2027-02-10', '2027-02-11', '2027-02-12'], true),
  ...rows('cny', CN.qingming, ['2027-04-05'], true),
  ...rows('cny', CN.labour, ['2027-05-03', '2027-05-04', '2027-05-05'], true),
  ...rows('cny', CN.dragonBoat, ['2027-06-09'], true),
  ...rows('cny', CN.midAutumn, ['2027-09-15'], true),
  ...rows('cny', CN.national, ['2027-10-01', '2027-10-04', '2027-10-05', '2027-10-06', '2027-10-07'], true),
];

/** NYSE closes at 13:00 ET on these days. */
export const EARLY_CLOSES: readonly EarlyCloseRow[] = [
  { market: 'usd', date: '2025-07-03', close: '13:00', name: US.beforeIndependence },
  { market: 'usd', date: '2025-11-28', close: '13:00', name: US.afterThanksgiving },
  { market: 'usd', date: '2025-12-24', close: '13:00', name: US.christmasEve },
  { market: 'usd', date: '2026-11-27', close: '13:00', name: US.afterThanksgiving },
  { market: 'usd', date: '2026-12-24', close: '13:00', name: US.christmasEve },
  { market: 'usd', date: '2027-11-26', close: '13:00', name: US.afterThanksgiving },
];

const holidayIndex = new Map(HOLIDAYS.map((row) => [`${row.market}:${row.date}`, row]));
const earlyCloseIndex = new Map(EARLY_CLOSES.map((row) => [`${row.market}:${row.date}`, row]));

/** The exchange holiday on a date, if it is one (weekdays only; weekends are simply closed). */
export function holidayOn(market: Market, date: LocalDate): HolidayRow | undefined {
  return holidayIndex.get(`${market}:${date}`);
}

export function earlyCloseOn(market: Market, date: LocalDate): EarlyCloseRow | undefined {
  return earlyCloseIndex.get(`${market}:${date}`);
}

export function isTradingDay(market: Market, date: LocalDate): boolean {
  return !isWeekend(date) && !holidayIndex.has(`${market}:${date}`);
}

/** The first trading day after `date`. */
export function nextTradingDay(market: Market, date: LocalDate): LocalDate {
  let d = addDays(date, 1);
  while (!isTradingDay(market, d)) d = addDays(d, 1);
  return d;
}

/** The last trading day before `date`. */
export function previousTradingDay(market: Market, date: LocalDate): LocalDate {
  let d = addDays(date, -1);
  while (!isTradingDay(market, d)) d = addDays(d, -1);
  return d;
}

/**
 * `n` trading days after `date` (before it for negative n; `date` itself for 0). Each step moves to the next
 * trading day, so from a Saturday one step is Monday (when Monday trades).
 */
export function addTradingDays(market: Market, date: LocalDate, n: number): LocalDate {
  if (!Number.isInteger(n)) throw new RangeError(`not a whole number of days: ${n}`);
  let d = date;
  for (let i = 0; i < n; i += 1) d = nextTradingDay(market, d);
  for (let i = 0; i > n; i -= 1) d = previousTradingDay(market, d);
  return d;
}
