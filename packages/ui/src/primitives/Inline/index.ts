export { Inline, inlineAligns, inlineGaps, inlineJustifies, type InlineProps } from './Inline.tsx';
