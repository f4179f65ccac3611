import type { Market, MessageCode, ResponseData } from '@kabuto/api-client';

/*
 * The contract's market shapes. `@kabuto/api-client` does not export these by name yet, so they are read off the
 * operations that answer them; the result is the same generated type. Switch to the named exports once the
 * package has them.
 */
export type Instrument = ResponseData<'/market/instrument'>;
export type InstrumentTickBand = Instrument['tickTable'][number];
export type MarketBoard = Instrument['board'];
export type LocalizedText = Instrument['name'];
export type MarketClock = ResponseData<'/market/clock'>;
export type MarketClockSegment = MarketClock['segments'][number];
export type MarketPhase = MarketClock['phase'];
export type MarketTimeZone = MarketClock['timeZone'];

export type { Market, MessageCode };

/** A calendar date in a market's own zone, `YYYY-MM-DD`. */
export type LocalDate = string;
