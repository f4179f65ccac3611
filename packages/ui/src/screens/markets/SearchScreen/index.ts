export { SearchScreen } from './SearchScreen.tsx';
export type { SearchResultView, SearchScreenProps } from './SearchScreen.types.ts';
