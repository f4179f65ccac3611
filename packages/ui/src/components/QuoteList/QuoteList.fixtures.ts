import { useEffect, useMemo, useState } from 'react';
import type { QuoteRowItem } from '../QuoteRow/QuoteRow.tsx';

const names = [
  'トヨタ自動車',
  'ソニーグループ',
  '任天堂',
  'ソフトバンクグループ',
  'キーエンス',
  '三菱商事',
  '東京エレクトロン',
];

/** `count` deterministic rows (no randomness): codes from 1301, alternating up, down and flat changes. */
export function quoteItems(count: number, tick = 0): QuoteRowItem[] {
  return Array.from({ length: count }, (_, index) => {
    const direction = (index + tick) % 3;
    const change = direction === 0 ? `${(index % 50) + 1}.5` : direction === 1 ? `-${(index % 40) + 2}` : '0';
    const percent =
      direction === 0
        ? `${index % 5}.${String(((index * 7) % 99) + 1).padStart(2, '0')}`
        : direction === 1
          ? `-1.${index % 10}2`
          : '0';
    return {
      code: String(1301 + index),
      name: `${names[index % names.length]} ${index + 1}`,
      price: `${1000 + index * 17 + tick}.${index % 10}`,
      change,
      changePercent: percent,
      decimals: 1,
      currency: 'JPY',
    } satisfies QuoteRowItem;
  });
}

function tenths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  return `${sign}${Math.trunc(magnitude / 10)}.${magnitude % 10}`;
}

function hundredths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A triangle wave over integers: consecutive ticks always differ by exactly one. */
function triangle(tick: number, amplitude: number): number {
  const position = tick % (2 * amplitude);
  return position <= amplitude ? position : 2 * amplitude - position;
}

/**
 * A deterministic fake feed for the 500-row benchmark story: on every tick every row's price moves by one tick
 * (0.1) up or down, along a triangle wave with a per-row amplitude and phase, and the row flashes that way.
 * A pure function of (count, tick), in integer tenths: no float ever holds a price.
 */
export function tickingQuoteItems(count: number, tick: number): QuoteRowItem[] {
  const rows = feedRows(count);
  return rows.map(({ code, name, previousClose, amplitude, phase }) => {
    const offset = triangle(tick + phase, amplitude) - Math.trunc(amplitude / 2);
    const step = tick === 0 ? 0 : offset - (triangle(tick - 1 + phase, amplitude) - Math.trunc(amplitude / 2));
    // Percent in hundredths, rounded half away from zero, in integers.
    const percent = Math.sign(offset) * Math.round((Math.abs(offset) * 10_000) / previousClose);
    return {
      code,
      name,
      price: tenths(previousClose + offset),
      change: tenths(offset),
      changePercent: hundredths(percent),
      decimals: 1,
      currency: 'JPY',
      flash: step > 0 ? 'up' : step < 0 ? 'down' : undefined,
    } satisfies QuoteRowItem;
  });
}

interface FeedRow {
  code: string;
  name: string;
  previousClose: number;
  amplitude: number;
  phase: number;
}

let feedCache: FeedRow[] = [];

/** The parts of each row that never tick, built once per size (a real feed sends only prices, too). */
function feedRows(count: number): readonly FeedRow[] {
  if (feedCache.length !== count) {
    feedCache = Array.from({ length: count }, (_, index) => {
      const amplitude = 20 + (index % 30);
      return {
        code: String(1301 + index),
        name: `${names[index % names.length]} ${index + 1}`,
        previousClose: 10_000 + ((index * 7_919) % 90_000),
        amplitude,
        phase: (index * 13) % (2 * amplitude),
      };
    });
  }
  return feedCache;
}

/**
 * Ticks `tickingQuoteItems(count, …)` at `hz` while `running`; the interval is cleared on pause and on unmount.
 * `onTick` (optional) is called from the interval itself, so a test can see that it stopped.
 */
export function useTickingQuotes(count: number, hz: number, running: boolean, onTick?: () => void): QuoteRowItem[] {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running || hz <= 0) return;
    const timer = setInterval(() => {
      onTick?.();
      setTick((previous) => previous + 1);
    }, 1000 / hz);
    return () => clearInterval(timer);
  }, [running, hz, onTick]);
  return useMemo(() => tickingQuoteItems(count, tick), [count, tick]);
}
