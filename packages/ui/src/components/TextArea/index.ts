export { TextArea, type TextAreaProps } from './TextArea.tsx';
export { textAreaMessages } from './TextArea.messages.ts';
