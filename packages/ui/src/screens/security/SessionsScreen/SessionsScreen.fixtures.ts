import { fixtureTimeZone, securityShell, sessions } from '../shared/fixtures.ts';
import type { SessionsScreenProps } from './SessionsScreen.types.ts';

export const sessionsProps: SessionsScreenProps = {
  shell: securityShell('ログイン中の端末'),
  status: 'ready',
  onRetry: () => undefined,
  timeZone: fixtureTimeZone,
  sessions,
  onEndSession: () => undefined,
  onEndOtherSessions: () => undefined,
  signInHistoryHref: '#/mine/security/history',
};

/** Only this device is signed in. */
export const onlyThisDevice = sessions.filter((session) => session.current);
