import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { api } from './api.ts';
import { paths } from './paths.ts';
import { clearSession } from './session.ts';
import { showToast } from './toasts.ts';

/** Revokes the session on the server, then forgets it here even if the server could not be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const intl = useIntl();
  return useCallback(async () => {
    await api.post('/user/logout').catch(() => undefined);
    clearSession();
    queryClient.clear();
    showToast(intl.formatMessage({ id: 'app.logout.success' }), 'info');
    navigate(paths.login, { replace: true });
  }, [queryClient, navigate, intl]);
}
