export { Dialog, DialogClose, type DialogProps } from './Dialog.tsx';
export { dialogMessages } from './Dialog.messages.ts';
