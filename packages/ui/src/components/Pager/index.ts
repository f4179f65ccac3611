export { Pager, pageCount, type PagerProps } from './Pager.tsx';
export { pagerMessages, pagerValueMessages } from './Pager.messages.ts';
