export { MenuScreen } from './MenuScreen.tsx';
export { menuGroups, type MenuGroup, type MenuLinkKey, type MenuScreenProps } from './MenuScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { menuScreenMessages } from './MenuScreen.messages.ts';
