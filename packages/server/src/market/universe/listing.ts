import type { Instrument, LocalizedText, MarketBoard } from '../types.ts';

/** One listed instrument as written in the universe tables, before the market's rules fill in the rest. */
export interface ListingRow {
  code: string;
  board: MarketBoard;
  name: LocalizedText;
  sector: LocalizedText | null;
  /** An approximate, plausible price (decimal string) the simulator starts from. */
  referencePrice: string;
  /** Shares issued (all classes and listings), for market capitalisation. */
  sharesOutstanding: string;
  /** Annualised volatility in percent. */
  annualVolatilityPercent: string;
  kind: Instrument['kind'];
  /** Tokyo only: a TOPIX500 constituent. */
  topix500: boolean;
  /** China only: a risk-warned (ST or *ST) stock. */
  specialTreatment: boolean;
}

type Flags = Partial<Pick<ListingRow, 'topix500' | 'specialTreatment' | 'kind'>>;

/** A compact row: code, board, [jp, cn, us] names, sector, price, shares, volatility, flags. */
export function listing(
  code: string,
  board: MarketBoard,
  [jp, cn, us]: readonly [string, string, string],
  sector: LocalizedText | null,
  referencePrice: string,
  sharesOutstanding: string,
  annualVolatilityPercent: string,
  flags: Flags = {},
): ListingRow {
  return {
    code,
    board,
    name: { jp, cn, us },
    sector,
    referencePrice,
    sharesOutstanding,
    annualVolatilityPercent,
    kind: flags.kind ?? 'stock',
    topix500: flags.topix500 ?? false,
    specialTreatment: flags.specialTreatment ?? false,
  };
}
