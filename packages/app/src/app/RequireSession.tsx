import { Navigate, Outlet } from 'react-router';
import { useAccountEvents } from './accountEvents.ts';
import { paths } from './paths.ts';
import { useSession } from './session.ts';

/**
 * Screens that need a logged-in user send everyone else to the login screen; while signed in, the stream's account
 * events keep the account's screens fresh.
 */
export function RequireSession() {
  const session = useSession();
  useAccountEvents(session?.account);
  return session ? <Outlet /> : <Navigate to={paths.login} replace />;
}
