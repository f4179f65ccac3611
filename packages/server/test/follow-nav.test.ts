import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from './helpers/clock.ts';
import { engines } from './helpers/engines.ts';
import { demoProducts } from './helpers/follow.ts';
import { dataOf } from './helpers/offerings.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// The products' NAV recomputed here from the public market data alone (day bars and quotes), by the method the
// contract states (FollowRule, FollowProduct), in code of its own, and compared with what the server answers: every
// closing NAV of the record, the NAV now, the basket held, the returns and the drawdown.

type Market = 'jpy' | 'usd' | 'cny';
interface Product {
  id: string;
  currency: string;
  nav: string;
  inceptionNav: string;
  inceptionDate: string;
  dailyReturnPercent: string;
  cumulativeReturnPercent: string;
  maxDrawdownPercent: string;
  sparkline: string[];
  rule: { kind: string; universe: string[]; lookbackDays: number | null; top: number | null };
  basket: { code: string; market: Market; weightPercent: string }[];
}

const ZONES: Record<Market, string> = { jpy: 'Asia/Tokyo', usd: 'America/New_York', cny: 'Asia/Shanghai' };
const dayIn = (market: Market, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONES[market] }).format(at);

/** `12.5` → 125000 (ten-thousandths). */
function tenThousandths(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  return negative ? -value : value;
}
const fourPlaces = (v: bigint) => `${v / 10_000n}.${String(v % 10_000n).padStart(4, '0')}`;
/** a ÷ b in percent with two places, half up, as the contract rounds percentages. */
function percent(a: bigint, b: bigint): string {
  const negative = a < 0n;
  const n = negative ? -a : a;
  const h = (n * 20_000n + b) / (2n * b);
  if (h === 0n) return '0.00';
  return `${negative ? '-' : ''}${h / 100n}.${String(h % 100n).padStart(2, '0')}`;
}

interface Expected {
  points: { date: string; nav: string }[];
  nav: string;
  basket: [string, string][];
  maxDrawdownPercent: string;
  dailyReturnPercent: string;
}

/** The contract's method, from day bars and the latest quotes. */
function recompute(
  product: Product,
  codes: string[],
  weightsOf: (
    days: string[],
    i: number,
    close: (code: string, day: string) => bigint,
  ) => { code: string; bp: bigint }[],
  bars: Map<string, Map<string, bigint>>,
  quotes: Map<string, { price: bigint; day: string }>,
  today: string,
): Expected {
  const close = (code: string, day: string) => bars.get(code)!.get(day)!;
  const days = [...bars.get(codes[0]!)!.keys()]
    .filter((d) => d < today && codes.every((c) => bars.get(c)!.has(d)))
    .sort();
  const first = days.findIndex((d) => d >= product.inceptionDate);
  const N0 = tenThousandths(product.inceptionNav);
  const S = 10n ** 12n;
  let holdings: { code: string; shares: bigint }[] = [];
  let basket: { code: string; bp: bigint }[] = [];
  const holdingsDuring = new Map<string, { code: string; shares: bigint }[]>();
  const points: { date: string; nav: bigint }[] = [];
  for (let i = first; i < days.length; i += 1) {
    const d = days[i]!;
    holdingsDuring.set(d, holdings);
    const nav = i === first ? N0 : holdings.reduce((sum, h) => sum + h.shares * close(h.code, d), 0n) / S;
    points.push({ date: d, nav });
    if (i === first || d.slice(0, 7) !== days[i - 1]!.slice(0, 7)) {
      basket = weightsOf(days, i, close);
      holdings = basket.map(({ code, bp }) => ({ code, shares: (nav * bp * S) / (10_000n * close(code, d)) }));
    }
  }
  // Now: the holdings in effect on the day of the latest trade, at the latest prices.
  const tradeDay = [...quotes.values()]
    .map((q) => q.day)
    .sort()
    .at(-1)!;
  const inEffect = holdingsDuring.get(tradeDay) ?? holdings;
  const nav =
    tradeDay === points.at(-1)!.date && points.length === 1
      ? points[0]!.nav
      : inEffect.reduce((sum, h) => sum + h.shares * quotes.get(h.code)!.price, 0n) / S;
  const previous = tradeDay > points.at(-1)!.date ? points.at(-1) : points.at(-2);
  let peak = 0n;
  let worst: [bigint, bigint] = [0n, 1n];
  for (const v of [...points.map((p) => p.nav), nav]) {
    if (v > peak) peak = v;
    if ((v - peak) * worst[1] < worst[0] * peak) worst = [v - peak, peak];
  }
  return {
    points: points.map((p) => ({ date: p.date, nav: fourPlaces(p.nav) })),
    nav: fourPlaces(nav),
    basket: basket.map((b) => [b.code, `${b.bp / 100n}.${String(b.bp % 100n).padStart(2, '0')}`]),
    maxDrawdownPercent: percent(worst[0], worst[1]),
    dailyReturnPercent: previous ? percent(nav - previous.nav, previous.nav) : '0.00',
  };
}

/** 100 % in n equal hundredths of a percent, the leftover one each to the first. */
const equal = (codes: string[]) =>
  codes.map((code, i) => ({
    code,
    bp: BigInt(Math.floor(10_000 / codes.length) + (i < 10_000 % codes.length ? 1 : 0)),
  }));

function ruleWeights(product: Product) {
  const { kind, universe, lookbackDays, top } = product.rule;
  if (kind === 'leader_basket') {
    const fixed = product.basket.map((b) => ({ code: b.code, bp: tenThousandths(b.weightPercent) / 100n }));
    return () => fixed;
  }
  if (kind === 'equal_weight') return () => equal([...universe].sort());
  return (days: string[], i: number, close: (code: string, day: string) => bigint) => {
    const then = days[i - lookbackDays!]!;
    const now = days[i]!;
    const ranked = [...universe].sort((a, b) => {
      // close(now) ÷ close(then), larger first, compared crosswise; ties to the lower code.
      const diff = close(b, now) * close(a, then) - close(a, now) * close(b, then);
      return diff > 0n ? 1 : diff < 0n ? -1 : a < b ? -1 : 1;
    });
    return equal(ranked.slice(0, top!));
  };
}

describe.each(engines())('follow NAV recomputed from the market data on $name', (engine) => {
  for (const marketClock of ['always-open', 'real'] as const) {
    describe(`${marketClock} clock`, () => {
      let t: TestServer;
      let headers: Record<string, string>;
      beforeAll(async () => {
        t = await startTestServer(engine, { marketClock });
        headers = (await t.newUser()).headers;
      });
      afterAll(() => t.close());

      const check = async (market: Market, id: string) => {
        const relogin = await t.newUser();
        headers = relogin.headers;
        const product = dataOf<Product>(await t.api.post('/follow/detail', { product_id: id }, headers));
        const codes = product.rule.kind === 'leader_basket' ? product.basket.map((b) => b.code) : product.rule.universe;
        const today = dayIn(market, t.clock.now());
        const bars = new Map<string, Map<string, bigint>>();
        for (const code of codes) {
          const series = dataOf<{ candles: { time: string; close: string }[]; truncated: boolean }>(
            await t.api.post('/market/candles', {
              type: market,
              stock_code: code,
              period: 'day',
              from: '2025-01-06',
              to: today,
            }),
          );
          expect(series.truncated).toBe(false);
          bars.set(code, new Map(series.candles.map((c) => [c.time.slice(0, 10), tenThousandths(c.close)])));
        }
        const quoted = dataOf<{ code: string; price: string; time: string }[]>(
          await t.api.post('/market/quotes', { type: market, stock_codes: codes.join(',') }),
        );
        const quotes = new Map(
          quoted.map((q) => [q.code, { price: tenThousandths(q.price), day: q.time.slice(0, 10) }]),
        );
        const expected = recompute(product, codes, ruleWeights(product), bars, quotes, today);
        const history = dataOf<{ points: { date: string; nav: string }[] }>(
          await t.api.post('/follow/navHistory', { product_id: id, range: 'all' }, headers),
        ).points;
        expect(history.map(({ date, nav }) => ({ date, nav }))).toEqual(expected.points);
        expect(product.nav).toBe(expected.nav);
        expect(product.basket.map((b) => [b.code, b.weightPercent])).toEqual(expected.basket);
        expect(product.maxDrawdownPercent).toBe(expected.maxDrawdownPercent);
        expect(product.dailyReturnPercent).toBe(expected.dailyReturnPercent);
        expect(product.cumulativeReturnPercent).toBe(
          percent(
            tenThousandths(product.nav) - tenThousandths(product.inceptionNav),
            tenThousandths(product.inceptionNav),
          ),
        );
        expect(history.length).toBeGreaterThan(100);
        return product;
      };

      it('every closing NAV, the NAV now and the basket of each demo product, at several instants', async () => {
        const ids = await demoProducts(t.db);
        // Sunday 10:00 in Tokyo (markets closed on the real clock), then Monday 10:00 and 14:00 in Tokyo (Tokyo and
        // Shanghai trading), then Tuesday 01:00 in Tokyo (New York trading), then a month later.
        const steps = [0, DAY, 4 * HOUR, 11 * HOUR, 31 * DAY];
        const navs: string[] = [];
        for (const step of steps) {
          t.clock.advance(step);
          for (const market of ['jpy', 'usd', 'cny'] as const) {
            const product = await check(market, ids[market]);
            if (market === 'jpy') navs.push(product.nav);
          }
        }
        // The value moves with the market.
        expect(new Set(navs).size).toBeGreaterThan(1);
      });
    });
  }
});
