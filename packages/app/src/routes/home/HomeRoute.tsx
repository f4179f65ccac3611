import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '@kabuto/api-client';
import { HomeScreen } from '@kabuto/ui';
import { useAppConfig } from '../../app/AppConfigContext.ts';
import { readMarket } from '../../app/market.ts';
import { paths } from '../../app/paths.ts';
import { clearSession, useSession } from '../../app/session.ts';
import { useShell } from '../../app/useShell.tsx';
import { toAssetSummary } from './home.mappers.ts';
import { useAssetLists, userInfoQuery } from './home.queries.ts';

export function Component() {
  const config = useAppConfig();
  const navigate = useNavigate();
  const account = useSession()?.account ?? '';
  const shell = useShell({ title: config.title, active: 'market' });
  const user = useQuery(userInfoQuery(account));
  const { lists, pending } = useAssetLists(account, readMarket());

  // The seed: if user info answers a status other than 1, the session is cleared. Only a refusal counts (401 has its
  // own rule); a network or server failure shows the error state with a retry.
  const refused =
    isApiError(user.error) &&
    user.error.httpStatus >= 400 &&
    user.error.httpStatus < 500 &&
    user.error.httpStatus !== 401;
  useEffect(() => {
    if (refused) {
      clearSession();
      navigate(paths.login, { replace: true });
    }
  }, [refused, navigate]);

  const status = user.isError ? 'error' : user.data && !pending ? 'ready' : 'loading';
  return (
    <HomeScreen
      status={status}
      assets={user.data ? toAssetSummary(user.data, lists) : undefined}
      onRetry={() => void user.refetch()}
      shell={shell}
    />
  );
}
