/*
 * A counter-based generator: every draw is a pure hash of (seed, instrument, stream, counters), so any moment
 * of any instrument's path can be recomputed in any process without replaying the ones before it. Floats live
 * only here and in the path noise; prices are snapped to exact ticks as soon as they leave (see path.ts).
 */

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

function rotl(x: number, r: number): number {
  return (x << r) | (x >>> (32 - r));
}

function fmix(input: number): number {
  let h = input;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** MurmurHash3 (x86, 32-bit) over 32-bit words. Counters above 2^32 are split into two words. */
export function hashWords(words: readonly number[]): number {
  let h = 0x9747b28c;
  let length = 0;
  const add = (word: number) => {
    let k = Math.imul(word | 0, C1);
    k = rotl(k, 15);
    k = Math.imul(k, C2);
    h ^= k;
    h = rotl(h, 13);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    length += 4;
  };
  for (const w of words) {
    if (!Number.isSafeInteger(w)) throw new RangeError(`not a whole number: ${w}`);
    add(w % 0x1_0000_0000);
    add(Math.floor(w / 0x1_0000_0000));
  }
  return fmix(h ^ length);
}

/** FNV-1a of a string, for keying an instrument's paths by its market and code. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Uniform in (0, 1), never 0 or 1. */
export function uniform(words: readonly number[]): number {
  return (hashWords(words) + 0.5) / 0x1_0000_0000;
}

/** Standard normal (Box–Muller over two independent uniforms). */
export function normal(words: readonly number[]): number {
  const u1 = uniform([...words, 1]);
  const u2 = uniform([...words, 2]);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** A whole number in [0, n). */
export function integerBelow(words: readonly number[], n: number): number {
  return Math.floor(uniform(words) * n);
}

/**
 * A stream of draws keyed by a fixed prefix: `draw.normal(i, j)` is a normal keyed by prefix + (i, j). The
 * prefix is hashed once; each draw hashes only its counters (small whole numbers, below 2^32), so a draw costs a
 * few multiplications and allocates nothing. Same values as hashing the whole key word by word.
 */
export class DrawStream {
  private readonly h: number;
  private readonly length: number;
  constructor(prefix: readonly number[]) {
    let h = 0x9747b28c;
    for (const w of prefix) {
      if (!Number.isSafeInteger(w)) throw new RangeError(`not a whole number: ${w}`);
      h = step(h, w % 0x1_0000_0000);
      h = step(h, Math.floor(w / 0x1_0000_0000));
    }
    this.h = h;
    this.length = prefix.length * 8;
  }

  private hash(count: number, a: number, b: number, c: number): number {
    let h = step(step(this.h, a), 0);
    if (count > 1) h = step(step(h, b), 0);
    if (count > 2) h = step(step(h, c), 0);
    return fmix(h ^ (this.length + count * 8));
  }

  /** Uniform in (0, 1), keyed by one to three counters. */
  uniform(a: number, b?: number, c?: number): number {
    const count = c !== undefined ? 3 : b !== undefined ? 2 : 1;
    return (this.hash(count, a, b ?? 0, c ?? 0) + 0.5) / 0x1_0000_0000;
  }

  /** Standard normal (Box–Muller), keyed by one or two counters. */
  normal(a: number, b?: number): number {
    const count = b !== undefined ? 3 : 2;
    const u1 = (this.hash(count, a, b ?? 1, 1) + 0.5) / 0x1_0000_0000;
    const u2 = (this.hash(count, a, b ?? 2, 2) + 0.5) / 0x1_0000_0000;
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  }

  /** A whole number in [0, n). */
  integerBelow(n: number, a: number): number {
    return Math.floor(this.uniform(a) * n);
  }
}

function step(hIn: number, word: number): number {
  let k = Math.imul(word | 0, C1);
  k = rotl(k, 15);
  k = Math.imul(k, C2);
  let h = hIn ^ k;
  h = rotl(h, 13);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}
