export { LanguageScreen } from './LanguageScreen.tsx';
export type { LanguageScreenProps } from './LanguageScreen.types.ts';
