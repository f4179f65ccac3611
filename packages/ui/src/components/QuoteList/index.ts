export {
  QuoteList,
  defaultRowHeight,
  quoteListStatuses,
  type QuoteListProps,
  type QuoteListStatus,
} from './QuoteList.tsx';
export { useAnimationFrameValue } from './useAnimationFrameValue.ts';
