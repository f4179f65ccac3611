import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SessionsScreen, sessionsScreenMessages } from '@kabuto/ui';
import { describeError } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { clearSession } from '../../app/session.ts';
import { showToast } from '../../app/toasts.ts';
import { statusOf, useMineRoute } from '../mine/useMine.ts';
import { toSessionViews } from './security.mappers.ts';
import { sessionsQuery, useEndOtherSessions, useEndSession } from './security.queries.ts';

/**
 * /mine/security/sessions: the browsers signed in to the account now, this one marked; end one, or every other after
 * a confirmation. Each ends at once on the server (its token stops working).
 */
export function Component() {
  const { intl, account, shell } = useMineRoute(sessionsScreenMessages.title, { back: 'security' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery(account));
  const end = useEndSession(account);
  const endOthers = useEndOtherSessions(account);
  const failed = end.isError ? end.error : endOthers.isError ? endOthers.error : undefined;

  return (
    <SessionsScreen
      shell={shell}
      status={statusOf(sessions)}
      onRetry={() => void sessions.refetch()}
      sessions={toSessionViews(sessions.data)}
      onEndSession={(id) => {
        if (end.isPending) return;
        endOthers.reset();
        end.mutate(id, {
          onSuccess: (ended) => {
            if (ended.current) {
              // This device's own session: it is signed out like a logout.
              clearSession();
              queryClient.clear();
              navigate(paths.login, { replace: true });
              return;
            }
            showToast(intl.formatMessage({ id: 'app.security.sessionEnded' }), 'positive');
          },
        });
      }}
      {...(end.isPending && end.variables ? { endingSessionId: end.variables } : {})}
      onEndOtherSessions={() => {
        end.reset();
        return endOthers.mutateAsync().then(
          (ended) =>
            showToast(
              intl.formatMessage({ id: 'app.security.otherSessionsEnded' }, { count: ended.ended }),
              'positive',
            ),
          () => undefined,
        );
      }}
      formError={failed ? describeError(failed) : undefined}
      signInHistoryHref={getHref('securityHistory')}
    />
  );
}
