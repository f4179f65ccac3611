export { QuoteRow, flashDirections, type QuoteFlash, type QuoteRowItem, type QuoteRowProps } from './QuoteRow.tsx';
