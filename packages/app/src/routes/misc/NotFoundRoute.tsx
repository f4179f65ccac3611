import { NotFoundScreen } from '@kabuto/ui';
import { getHref } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';

export function Component() {
  const session = useSession();
  return <NotFoundScreen homeHref={getHref(session ? 'home' : 'loginStart')} />;
}
