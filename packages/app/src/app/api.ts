import { createApiClient, type ApiClient } from '@kabuto/api-client';
import { clearSession, getSession } from './session.ts';
import { describeError } from './intl.ts';
import { showToast } from './toasts.ts';
import { paths } from './paths.ts';

/** The seed's delay between showing a 401 message and leaving for the login screen. */
export const unauthorizedRedirectMs = 1500;

let redirectPending = false;

export const api: ApiClient = createApiClient({
  baseUrl: '/api/vue',
  getSession,
  onUnauthorized(error) {
    if (redirectPending) return;
    redirectPending = true;
    showToast(describeError(error), 'critical');
    window.setTimeout(() => {
      redirectPending = false;
      clearSession();
      window.location.hash = `#${paths.login}`;
    }, unauthorizedRedirectMs);
  },
});
