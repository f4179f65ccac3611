export { AdminMessagesScreen } from './AdminMessagesScreen.tsx';
export type {
  AdminLocalizedText,
  AdminMessageAudience,
  AdminMessageCompose,
  AdminMessageLanguage,
  AdminMessagesScreenProps,
  AdminSentMessageRow,
} from './AdminMessagesScreen.types.ts';
