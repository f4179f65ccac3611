export { NewsListScreen } from './NewsListScreen.tsx';
export type { NewsListScreenProps, NewsListStatus, NewsPagedList, NewsSummaryView } from './NewsListScreen.types.ts';
