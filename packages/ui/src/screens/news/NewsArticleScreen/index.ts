export { NewsArticleScreen } from './NewsArticleScreen.tsx';
export type { NewsArticleScreenProps, NewsArticleStatus, NewsArticleView } from './NewsArticleScreen.types.ts';
