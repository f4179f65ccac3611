export { AdminGateScreen } from './AdminGateScreen.tsx';
export type { AdminGateScreenProps, AdminGateStatus } from './AdminGateScreen.types.ts';
