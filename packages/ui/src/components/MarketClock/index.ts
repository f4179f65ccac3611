export { MarketClock, marketPhases, type MarketClockProps, type MarketPhase } from './MarketClock.tsx';
export { marketClockMessages } from './MarketClock.messages.ts';
