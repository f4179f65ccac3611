import type { SplashStep } from './SplashScreen.types.ts';

export const splashInProgress: SplashStep[] = [
  { id: 'version', state: 'done' },
  { id: 'quotes', state: 'active' },
  { id: 'host', state: 'pending' },
  { id: 'ready', state: 'pending' },
];
export const splashDone: SplashStep[] = [
  { id: 'version', state: 'done' },
  { id: 'quotes', state: 'done' },
  { id: 'host', state: 'done' },
  { id: 'ready', state: 'done' },
];
export const splashFailed: SplashStep[] = [
  { id: 'version', state: 'done' },
  { id: 'quotes', state: 'done' },
  { id: 'host', state: 'error' },
  { id: 'ready', state: 'pending' },
];
