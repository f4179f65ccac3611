import { useQuery } from '@tanstack/react-query';
import { SupportScreen, supportScreenMessages } from '@kabuto/ui';
import { useAppConfig } from '../../app/AppConfigContext.ts';
import { toSupportView } from './mine.mappers.ts';
import { supportQuery } from './mine.queries.ts';
import { statusOf, useMineRoute } from './useMine.ts';

/** /mine/support: the anti-scam notice, then the kefu link (from the server, else from config) and its hours. */
export function Component() {
  const config = useAppConfig();
  const { locale, shell } = useMineRoute(supportScreenMessages.title);
  const support = useQuery(supportQuery());
  return (
    <SupportScreen
      shell={shell}
      status={statusOf(support)}
      onRetry={() => void support.refetch()}
      support={support.data ? toSupportView(support.data, locale, config.kefu) : undefined}
    />
  );
}
