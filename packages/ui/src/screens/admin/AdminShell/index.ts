export { AdminShell } from './AdminShell.tsx';
export type { AdminShellOperator, AdminShellProps, AdminShellSection } from './AdminShell.types.ts';
