import type { AdminGateScreenProps } from './AdminGateScreen.types.ts';

export const adminGateProps: AdminGateScreenProps = {
  status: 'refused',
  account: '0901234567',
  onSignInAgain: () => undefined,
  onRetry: () => undefined,
  appHref: '#/home/index',
};
