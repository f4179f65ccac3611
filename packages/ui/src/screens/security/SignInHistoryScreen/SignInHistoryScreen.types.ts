import type { SecurityList, SecurityShell, SignInEventView } from '../shared/types.ts';

export interface SignInHistoryScreenProps {
  shell: SecurityShell;
  /** The customer's time zone (IANA name) for the times shown; the device's when not given. */
  timeZone?: string;
  /** The account's sign-in attempts, newest first (`listSignIns`), page by page. */
  signIns: SecurityList<SignInEventView>;
  /** /mine/security/sessions: where to end a session the customer does not recognise. */
  sessionsHref: string;
  /** /mine/loginPassword: where to change the password after a sign-in the customer did not make. */
  passwordHref: string;
}
