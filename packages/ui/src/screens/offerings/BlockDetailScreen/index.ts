export { BlockDetailScreen } from './BlockDetailScreen.tsx';
export type { BlockDetailLinks, BlockDetailScreenProps } from './BlockDetailScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { blockDetailScreenMessages } from './BlockDetailScreen.messages.ts';
