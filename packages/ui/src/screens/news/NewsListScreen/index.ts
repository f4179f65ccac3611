export { NewsListScreen } from './NewsListScreen.tsx';
export type { NewsListScreenProps, NewsListStatus, NewsPagedList, NewsSummaryView } from './NewsListScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { newsListScreenMessages } from './NewsListScreen.messages.ts';
