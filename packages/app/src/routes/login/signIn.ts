import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PendingLogin, Session } from '@kabuto/api-client';
import { paths } from '../../app/paths.ts';
import { saveSession } from '../../app/session.ts';
import { securityOverviewQuery } from '../security/passkeys.ts';

// Signing in in steps: a right password for an account with a passkey answers a pending login (5 minutes, single
// use), finished with the passkey (/login/passkey) or a recovery code (/login/recovery). The pending login is kept in
// memory only: a reload starts again from the password, and nothing of it outlives the tab.

let pending: PendingLogin | null = null;

export function holdPendingLogin(login: PendingLogin): void {
  pending = login;
}

/** The pending login, while its five minutes run; null once used, expired or never begun. */
export function pendingLogin(now = Date.now()): PendingLogin | null {
  if (pending && Date.parse(pending.expiresAt) <= now) pending = null;
  return pending;
}

export function clearPendingLogin(): void {
  pending = null;
}

/** Where the login form goes after the password: the passkey step (the default) or straight to a recovery code. */
export interface LoginRouteState {
  account?: string;
  /** From the step-up's "use a recovery code": after the password, the recovery-code step. */
  then?: 'recovery';
  /** The pending login ran out: the form says so. */
  expired?: boolean;
}

export type SignInMethod = 'password' | 'passkey' | 'recovery';

/**
 * Opens the app once a sign-in completed. A password sign-in of an account without a passkey first meets the
 * passkey set-up prompt (once per sign-in: it is asked here, not on each navigation); a passkey sign-in goes home;
 * a recovery-code sign-in goes to /mine/security, where the customer registers a new passkey within its window.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (session: Session, method: SignInMethod) => {
      clearPendingLogin();
      saveSession({ token: session.token, account: session.account });
      if (method === 'recovery') {
        navigate(paths.security, { replace: true });
        return;
      }
      if (method === 'password') {
        const overview = await queryClient.fetchQuery(securityOverviewQuery(session.account)).catch(() => undefined);
        if (overview && overview.passkeyCount === 0) {
          navigate(paths.passkeySetup, { replace: true });
          return;
        }
      }
      navigate(paths.home, { replace: true });
    },
    [navigate, queryClient],
  );
}
