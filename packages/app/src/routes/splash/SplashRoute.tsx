import { SplashScreen } from '@kabuto/ui';
import type { AppConfig } from '../../app/config.ts';
import { useAppConfig } from '../../app/AppConfigContext.ts';
import { useStartup } from './useStartup.ts';
import { useResumeWhenOnline } from '../../pwa/useResumeWhenOnline.ts';

export interface SplashRouteProps {
  initialConfig: AppConfig | null;
  onConfig: (config: AppConfig) => void;
  onReady: () => void;
}

export function SplashRoute(props: SplashRouteProps) {
  const config = useAppConfig();
  const { steps, failed, retry } = useStartup(props);
  useResumeWhenOnline(failed, retry);
  return <SplashScreen title={config.title} logoSrc={config.logo} steps={steps} onRetry={failed ? retry : undefined} />;
}
