import { Outlet, useLocation } from 'react-router';
import { PageTransition, SimulatorBanner } from '@kabuto/ui';
import { useAppConfig } from './AppConfigContext.ts';
import { useScrollToTopOnNewPage } from './scrollOnNavigate.ts';

/** Every route fades in, and a new page opens at its top. */
export function RootLayout() {
  const location = useLocation();
  useScrollToTopOnNewPage();
  return (
    <PageTransition key={location.pathname}>
      <Outlet />
    </PageTransition>
  );
}

/** Screens outside the app shell: the simulator marker above them. */
export function PublicLayout() {
  const config = useAppConfig();
  return (
    <>
      {config.mode === 'simulator' && <SimulatorBanner />}
      <Outlet />
    </>
  );
}
