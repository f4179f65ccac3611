import { fixtureTimeZone, securityShell, signInEvents } from '../shared/fixtures.ts';
import type { SignInHistoryScreenProps } from './SignInHistoryScreen.types.ts';

export const signInHistoryProps: SignInHistoryScreenProps = {
  shell: securityShell('ログイン履歴'),
  timeZone: fixtureTimeZone,
  signIns: {
    status: 'ready',
    items: signInEvents,
    hasMore: true,
    onLoadMore: () => undefined,
    onRetry: () => undefined,
  },
  sessionsHref: '#/mine/security/sessions',
  passwordHref: '#/mine/loginPassword',
};
