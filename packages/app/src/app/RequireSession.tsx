import { Navigate, Outlet } from 'react-router';
import { paths } from './paths.ts';
import { useSession } from './session.ts';

/** Screens that need a logged-in user send everyone else to the login screen. */
export function RequireSession() {
  const session = useSession();
  return session ? <Outlet /> : <Navigate to={paths.login} replace />;
}
