/**
 * The areas whose messages load with their routes (each area's cn/us translations are one chunk, fetched with the
 * route's own chunk). Everything else is the core: the shared chrome, the sign-in screens and the error codes.
 */
export const messageAreas = ['mine', 'admin', 'markets', 'news', 'trade', 'funding', 'security'] as const;
/** Every area the package's catalogues are split into. */
export type MessageArea = (typeof messageAreas)[number];
/** The same union under the name the app first wired the security area with. */
export type UiMessageArea = MessageArea;
