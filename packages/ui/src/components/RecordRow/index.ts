export { RecordRow, type RecordRowProps } from './RecordRow.tsx';
export { recordRowMessages } from './RecordRow.messages.ts';
