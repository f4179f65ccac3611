import { Navigate } from 'react-router';
import { LoginStartScreen } from '@kabuto/ui';
import { useAppConfig } from '../../app/AppConfigContext.ts';
import { changeLocale, readLocale } from '../../app/intl.ts';
import { getHref, paths } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';

export function Component() {
  const config = useAppConfig();
  const session = useSession();
  if (session) return <Navigate to={paths.home} replace />;
  return (
    <LoginStartScreen
      title={config.title}
      logoSrc={config.logo}
      loginHref={getHref('login')}
      registerHref={getHref('register')}
      locale={readLocale()}
      onLocaleChange={changeLocale}
    />
  );
}
