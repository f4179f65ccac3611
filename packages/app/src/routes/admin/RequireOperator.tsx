import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { AdminGateScreen, AdminShell } from '@kabuto/ui/console';
import { useAppConfig } from '../../app/AppConfigContext.ts';
import { getHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { adminApi } from './adminApi.ts';
import { operatorSelfQuery } from './admin.queries.ts';
import { clearOperatorSession, useOperatorSession } from './operatorSession.ts';
import { adminHref, adminPaths, adminSections, sectionOf } from './paths.ts';

/**
 * The console's guard and layout: no operator session → the console's sign-in; a session that is not an
 * operator's → a clear refusal with a way to sign in as one; otherwise the console shell around the section.
 */
export function Component() {
  const intl = useIntl();
  const config = useAppConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useOperatorSession();
  const self = useQuery({ ...operatorSelfQuery(session?.account ?? ''), enabled: Boolean(session) });
  const [signingOut, setSigningOut] = useState(false);

  if (!session) return <Navigate to={adminPaths.login} replace state={{ from: location.pathname + location.search }} />;

  const leave = () => {
    queryClient.removeQueries({ queryKey: ['admin'] });
    clearOperatorSession();
    navigate(adminPaths.login, { replace: true });
  };

  if (!self.data) {
    const refused = isApiError(self.error) && self.error.httpStatus === 403;
    const status =
      self.isError && !(isApiError(self.error) && self.error.httpStatus === 401)
        ? refused
          ? 'refused'
          : 'error'
        : 'checking';
    return (
      <AdminGateScreen
        status={status}
        account={session.account}
        onSignInAgain={() => {
          // The refused session is a user's: end it on the server too.
          void adminApi.post('/user/logout').catch(() => undefined);
          leave();
        }}
        onRetry={() => void self.refetch()}
        appHref={getHref('home')}
      />
    );
  }

  const signOut = async () => {
    setSigningOut(true);
    await adminApi.post('/user/logout').catch(() => undefined);
    setSigningOut(false);
    showToast(intl.formatMessage({ id: 'app.admin.signedOut' }), 'info');
    leave();
  };

  return (
    <AdminShell
      title={config.title}
      sections={adminSections.map((section) => ({ key: section.key, href: adminHref(section.path) }))}
      active={sectionOf(location.pathname)}
      operator={{ account: self.data.account, displayName: self.data.displayName }}
      onSignOut={() => void signOut()}
      signingOut={signingOut}
      simulator={config.mode === 'simulator'}
    >
      <Outlet />
    </AdminShell>
  );
}
