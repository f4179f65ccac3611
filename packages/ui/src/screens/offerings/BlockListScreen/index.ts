export { BlockListScreen } from './BlockListScreen.tsx';
export { blockListTabs, type BlockListScreenProps, type BlockListTab } from './BlockListScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { blockListScreenMessages } from './BlockListScreen.messages.ts';
