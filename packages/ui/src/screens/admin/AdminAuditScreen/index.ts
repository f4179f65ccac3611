export { AdminAuditScreen } from './AdminAuditScreen.tsx';
export type { AdminAuditFilters, AdminAuditRow, AdminAuditScreenProps } from './AdminAuditScreen.types.ts';
