export { AdminConfigScreen } from './AdminConfigScreen.tsx';
export {
  adminConfigGroups,
  type AdminConfigEdit,
  type AdminConfigEntryView,
  type AdminConfigFormat,
  type AdminConfigGroup,
  type AdminConfigScreenProps,
} from './AdminConfigScreen.types.ts';
