import type { PriceChartCandle } from './PriceChart.tsx';

/** A seeded linear congruential generator: the same walk on every render, in stories and tests alike. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Formats an integer count of 1/10^decimals units as an exact decimal string ("27405" → "2740.5"). */
function units(value: number, decimals: number): string {
  if (decimals === 0) return String(value);
  const text = String(value).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

function walk(options: {
  seed: number;
  times: string[];
  start: number;
  step: number;
  decimals: number;
  volumeBase: number;
}): PriceChartCandle[] {
  const random = seeded(options.seed);
  let previous = options.start;
  return options.times.map((time) => {
    const open = previous;
    const close = Math.max(1, open + Math.round((random() - 0.48) * options.step * 2));
    const high = Math.max(open, close) + Math.round(random() * options.step);
    const low = Math.max(1, Math.min(open, close) - Math.round(random() * options.step));
    previous = close;
    return {
      time,
      open: units(open, options.decimals),
      high: units(high, options.decimals),
      low: units(low, options.decimals),
      close: units(close, options.decimals),
      volume: String(options.volumeBase + Math.round(random() * options.volumeBase) * 100),
    };
  });
}

/** Tokyo session 2026-11-20 in 5-minute steps (09:00–11:30, 12:30–15:30 JST), as UTC instants. */
function tokyoSessionTimes(): string[] {
  const times: string[] = [];
  const add = (fromMinute: number, toMinute: number) => {
    for (let minute = fromMinute; minute <= toMinute; minute += 5) {
      const utcMinute = minute - 9 * 60;
      const hour = String(Math.floor(utcMinute / 60)).padStart(2, '0');
      const rest = String(utcMinute % 60).padStart(2, '0');
      times.push(`2026-11-20T${hour}:${rest}:00.000Z`);
    }
  };
  add(9 * 60, 11 * 60 + 30);
  add(12 * 60 + 30, 15 * 60 + 25);
  return times;
}

function dailyTimes(count: number, stepDays: number): string[] {
  const start = Date.UTC(2026, 5, 1);
  return Array.from({ length: count }, (_, index) => new Date(start + index * stepDays * 86_400_000).toISOString());
}

export const intradayCandles = walk({
  seed: 7,
  times: tokyoSessionTimes(),
  start: 27400,
  step: 40,
  decimals: 1,
  volumeBase: 300,
});
export const intradayPreviousClose = '2740.0';

export const dayCandles = walk({
  seed: 11,
  times: dailyTimes(40, 1),
  start: 27000,
  step: 300,
  decimals: 1,
  volumeBase: 5000,
});
export const weekCandles = walk({
  seed: 23,
  times: dailyTimes(30, 7),
  start: 26000,
  step: 700,
  decimals: 1,
  volumeBase: 30000,
});

/** Three hand-written daily candles (Tokyo midnight opens) with values the tests can read back. */
export const threeCandles: PriceChartCandle[] = [
  { time: '2026-11-17T15:00:00.000Z', open: '1000.0', high: '1012.5', low: '995.5', close: '1010.0', volume: '120000' },
  { time: '2026-11-18T15:00:00.000Z', open: '1010.0', high: '1030.0', low: '1001.0', close: '1005.5', volume: '98000' },
  { time: '2026-11-19T15:00:00.000Z', open: '1005.5', high: '1020.0', low: '990.0', close: '1018.0', volume: '150500' },
];
