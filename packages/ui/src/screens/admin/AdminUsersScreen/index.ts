export { AdminUsersScreen } from './AdminUsersScreen.tsx';
export type { AdminUserFlagFilter, AdminUserRow, AdminUsersScreenProps } from './AdminUsersScreen.types.ts';
