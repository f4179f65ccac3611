export { NewsArticleScreen } from './NewsArticleScreen.tsx';
export type { NewsArticleScreenProps, NewsArticleStatus, NewsArticleView } from './NewsArticleScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { newsArticleScreenMessages } from './NewsArticleScreen.messages.ts';
