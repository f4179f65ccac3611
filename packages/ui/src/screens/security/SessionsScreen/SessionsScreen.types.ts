import type { SecurityShell, SecurityStatus, SessionView } from '../shared/types.ts';

export interface SessionsScreenProps {
  shell: SecurityShell;
  status: SecurityStatus;
  onRetry: () => void;
  /** The customer's time zone (IANA name) for the times shown; the device's when not given. */
  timeZone?: string;
  /** The account's live sessions (`listActiveSessions`), this device's among them. */
  sessions: readonly SessionView[];
  /** Ends one session of another device (`endSession`); its button is pending while `endingSessionId` is it. */
  onEndSession: (sessionId: string) => void;
  endingSessionId?: string;
  /** Ends every session but this device's (`endOtherSessions`); the confirmation stays pending until it settles. */
  onEndOtherSessions: () => void | Promise<unknown>;
  /** A translated refusal of ending a session. */
  formError?: string;
  /** /mine/security/history. */
  signInHistoryHref: string;
}
