import { configValue, publicConfig } from '../config/site-config.ts';
import { ApiError } from '../http/errors.ts';
import { publicOperation } from '../http/operation.ts';
import { legalDocument } from '../content/documents.ts';
import { supportInfo } from '../content/support.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

export { HEARTBEAT_MS as HEARTBEAT_INTERVAL_MS } from '../market/push/hub.ts';

/** Site configuration, support and legal documents (the market snapshot and the push stream are in stream.ts). */
export function commonRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db } = deps;
  return [
    {
      method: 'POST',
      path: '/common/config',
      handler: publicOperation(deps, 'getConfig', async ({ form }) => {
        if (form.type === 'all') return publicConfig(db, deps.appVersion);
        const kefu = await configValue(db, 'kefu');
        if (!kefu) throw new ApiError(422, 'kefu_unavailable');
        return { kefu };
      }),
    },
    {
      method: 'POST',
      path: '/common/support',
      handler: publicOperation(deps, 'getSupportInfo', async () => supportInfo(db)),
    },
    {
      method: 'POST',
      path: '/common/document',
      handler: publicOperation(deps, 'getLegalDocument', async ({ form }) => legalDocument(form.name ?? '')),
    },
  ];
}
