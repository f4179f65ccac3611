export { DocumentScreen } from './DocumentScreen.tsx';
export { documentNames } from './DocumentScreen.types.ts';
export type { DocumentName, DocumentScreenProps, LegalDocumentView } from './DocumentScreen.types.ts';
// The titles, for the app's header (their text travels with the screen, in every language).
export { documentScreenMessages } from './DocumentScreen.messages.ts';
