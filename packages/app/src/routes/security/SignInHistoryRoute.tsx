import { useInfiniteQuery } from '@tanstack/react-query';
import { SignInHistoryScreen, signInHistoryScreenMessages } from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { pagedList, useMineRoute } from '../mine/useMine.ts';
import { toSignInEventViews } from './security.mappers.ts';
import { signInsQuery } from './security.queries.ts';

/**
 * /mine/security/history: every sign-in attempt on the account, newest first (time, browser, address, method,
 * outcome), with what to do about one the customer did not make: end that device's session, change the password.
 */
export function Component() {
  const { account, shell } = useMineRoute(signInHistoryScreenMessages.title, { back: 'security' });
  const signIns = useInfiniteQuery(signInsQuery(account));
  return (
    <SignInHistoryScreen
      shell={shell}
      signIns={pagedList(signIns, toSignInEventViews(signIns.data?.pages ?? []))}
      sessionsHref={getHref('securitySessions')}
      passwordHref={getHref('loginPassword')}
    />
  );
}
