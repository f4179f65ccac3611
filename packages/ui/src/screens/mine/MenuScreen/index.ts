export { MenuScreen } from './MenuScreen.tsx';
export { menuGroups, type MenuGroup, type MenuLinkKey, type MenuScreenProps } from './MenuScreen.types.ts';
