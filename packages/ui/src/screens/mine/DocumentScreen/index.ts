export { DocumentScreen } from './DocumentScreen.tsx';
export { documentNames } from './DocumentScreen.types.ts';
export type { DocumentName, DocumentScreenProps, LegalDocumentView } from './DocumentScreen.types.ts';
