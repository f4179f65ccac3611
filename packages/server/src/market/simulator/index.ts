import type { Clock } from '../../clock.ts';
import { indexDefinitions, universe } from '../universe/index.ts';
import { DEFAULT_SEED, MarketSimulator } from './simulator.ts';

export { DEFAULT_SEED, MarketSimulator, type SimulatorOptions } from './simulator.ts';
export type { SimInstrumentSpec } from './path.ts';
export type { SimIndexSpec } from './indices.ts';

/** The simulator over the whole universe and its indices, on the market rules' calendar. */
export function createSimulator(options: { clock: Clock; alwaysOpen: boolean; seed?: number; tickMs?: number }) {
  return new MarketSimulator({
    seed: options.seed ?? DEFAULT_SEED,
    clock: options.clock,
    alwaysOpen: options.alwaysOpen,
    instruments: universe,
    indices: indexDefinitions,
    ...(options.tickMs === undefined ? {} : { tickMs: options.tickMs }),
  });
}
