export type AdminGateStatus = 'checking' | 'refused' | 'error';

export interface AdminGateScreenProps {
  status: AdminGateStatus;
  /** The signed-in account that is not an operator (status 'refused'). */
  account?: string;
  onSignInAgain: () => void;
  onRetry: () => void;
  appHref: string;
}
