// What the server benchmarks share: latency percentiles and side-by-side runs of several operations.

/** Percentile of sorted nanosecond samples, in milliseconds. */
export function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)]) / 1e6;
}

/**
 * Runs each op `n` times (after `warmup` untimed calls) from `workers` concurrent loops, in alternating rounds
 * (a, b, a, b…) so a change in machine load hits every op alike; returns per op the operations per second and
 * the p50 and p99 latency in milliseconds. `op(i, worker)` gets the call's index and its loop's number.
 */
export async function measureSideBySide(ops, { n, warmup, workers = 1, rounds = 5 }) {
  for (const op of ops) for (let i = 0; i < warmup; i += 1) await op(i, i % workers);
  const results = ops.map(() => ({ samples: [], seconds: 0 }));
  const perRound = Math.ceil(n / rounds);
  for (let round = 0; round < rounds; round += 1) {
    for (const [k, op] of ops.entries()) {
      const result = results[k];
      let next = round * perRound;
      const end = Math.min(n, next + perRound);
      const started = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: workers }, async (_, w) => {
          while (next < end) {
            const i = next;
            next += 1;
            const t0 = process.hrtime.bigint();
            await op(i, w);
            result.samples.push(process.hrtime.bigint() - t0);
          }
        }),
      );
      result.seconds += Number(process.hrtime.bigint() - started) / 1e9;
    }
  }
  return results.map(({ samples, seconds }) => {
    samples.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { tps: samples.length / seconds, p50: percentile(samples, 50), p99: percentile(samples, 99) };
  });
}
