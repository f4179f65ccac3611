/**
 * The areas whose messages load with their routes (each area's cn/us translations are one chunk, fetched with the
 * route's own chunk). Everything else is the core: the shared chrome, the sign-in screens and the error codes.
 */
export const messageAreas = [
  'mine',
  'admin',
  'markets',
  'news',
  'trade',
  'funding',
  'security',
  'offerings',
  'follow',
  'daytrade',
  'loan',
  'exchange',
] as const;
/** Every area the package's catalogues are split into. */
export type UiMessageArea = (typeof messageAreas)[number];
/** The areas the app loads by name (packages/app/src/app/intl.ts keeps a loader per area): every area. */
export type MessageArea = UiMessageArea;
