import { divide, formatPrice, parsePrice, percentChange, roundPrice, type ScaledPrice } from '../price.ts';
import { snapToTickScaled } from '../rules/ticks.ts';
import type { LocalizedText, Market } from '../types.ts';
import type { InstrumentPath } from './path.ts';

export interface SimIndexSpec {
  code: string;
  market: Market;
  name: LocalizedText;
  /** The level when every member stands at its reference price (decimal string). */
  referencePrice: string;
  /** Members from the universe with their weights (decimal strings, any scale: they are normalised). */
  members: readonly { code: string; weight: string }[];
}

const PRECISION = 10n ** 12n;

/**
 * An index as the weighted sum of its members' prices relative to their reference prices:
 * level = reference level × Σ wᵢ·pᵢ/refᵢ ÷ Σ wᵢ, exact, rounded half-up to two decimals.
 */
export class IndexModel {
  private readonly level: ScaledPrice;
  private readonly weights: bigint[];
  private readonly references: ScaledPrice[];
  private readonly weightSum: bigint;

  constructor(
    readonly spec: SimIndexSpec,
    readonly members: readonly InstrumentPath[],
  ) {
    this.level = parsePrice(spec.referencePrice);
    this.weights = spec.members.map((m) => parsePrice(m.weight));
    this.references = members.map((path) =>
      snapToTickScaled(path.instrument, parsePrice(path.spec.referencePrice), 'nearest'),
    );
    this.weightSum = this.weights.reduce((a, b) => a + b, 0n);
    if (members.length === 0 || this.weightSum <= 0n) throw new Error(`index ${spec.code} has no weighted members`);
  }

  /** The level for member prices given in member order. */
  value(prices: readonly ScaledPrice[]): ScaledPrice {
    let sum = 0n;
    for (let i = 0; i < prices.length; i += 1) {
      sum += divide(this.weights[i]! * prices[i]! * PRECISION, this.references[i]!, 'half-up');
    }
    return roundPrice(divide(this.level * sum, this.weightSum * PRECISION, 'half-up'), 2, 'half-up');
  }
}

export const formatLevel = (level: ScaledPrice): string => formatPrice(level, 2);
export const levelChangePercent = (from: ScaledPrice, to: ScaledPrice): string => percentChange(from, to);
