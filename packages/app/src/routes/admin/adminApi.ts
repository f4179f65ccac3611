import { createApiClient, type ApiClient } from '@kabuto/api-client';
import { unauthorizedRedirectMs } from '../../app/api.ts';
import { describeError } from '../../app/intl.ts';
import { showToast } from '../../app/toasts.ts';
import { clearOperatorSession, getOperatorSession } from './operatorSession.ts';
import { adminPaths } from './paths.ts';

let redirectPending = false;

/** The console's API client: the operator's session headers; a 401 leads back to the console's sign-in. */
export const adminApi: ApiClient = createApiClient({
  baseUrl: '/api/vue',
  getSession: getOperatorSession,
  onUnauthorized(error) {
    if (redirectPending) return;
    redirectPending = true;
    showToast(describeError(error), 'critical');
    window.setTimeout(() => {
      redirectPending = false;
      clearOperatorSession();
      window.location.hash = `#${adminPaths.login}`;
    }, unauthorizedRedirectMs);
  },
});
