export { IpoRecordsScreen } from './IpoRecordsScreen.tsx';
export { ipoRecordsTabs, type IpoRecordsScreenProps, type IpoRecordsTab } from './IpoRecordsScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { ipoRecordsScreenMessages } from './IpoRecordsScreen.messages.ts';
