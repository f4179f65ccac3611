import { lazy, startTransition, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { KabutoProvider, SimulatorBanner, Toaster, type Locale } from '@kabuto/ui';
import { SplashRoute } from '../routes/splash/SplashRoute.tsx';
import { AppConfigContext } from './AppConfigContext.ts';
import { toAppConfig, type AppConfig } from './config.ts';
import { priceColoursFor, readMarket, usePriceColourPreference } from './market.ts';
import { createQueryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';
import { dismissToast, useToasts } from './toasts.ts';
import { useSystemTheme } from './useSystemTheme.ts';
import { useMessages } from './intl.ts';

export interface AppProps {
  locale: Locale;
  initialConfig: AppConfig | null;
}

// Its own chunk, which the service worker precaches with the shell (packages/app/pwa-shell.ts): off the first load.
const OfflineNotice = lazy(() =>
  import('../pwa/OfflineNotice.tsx').then((module) => ({ default: module.OfflineNotice })),
);

function AppToaster() {
  const toasts = useToasts();
  return <Toaster toasts={toasts} onDismiss={dismissToast} />;
}

export function App({ locale, initialConfig }: AppProps) {
  // The core catalogue at start; each area's as its routes load (app/intl.ts).
  const messages = useMessages();
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  const [config, setConfig] = useState(initialConfig);
  const [started, setStarted] = useState(false);
  const theme = useSystemTheme();
  const [priceColourPreference] = usePriceColourPreference();

  return (
    <KabutoProvider
      locale={locale}
      messages={messages}
      theme={theme}
      priceColours={priceColoursFor(readMarket(), priceColourPreference)}
    >
      <QueryClientProvider client={queryClient}>
        <AppConfigContext.Provider value={config ?? toAppConfig([])}>
          {started ? (
            <RouterProvider router={router} />
          ) : (
            <>
              {config?.mode === 'simulator' && <SimulatorBanner />}
              <SplashRoute
                initialConfig={initialConfig}
                onConfig={setConfig}
                onReady={() => startTransition(() => setStarted(true))}
              />
            </>
          )}
          <AppToaster />
          <Suspense fallback={null}>
            <OfflineNotice />
          </Suspense>
        </AppConfigContext.Provider>
      </QueryClientProvider>
    </KabutoProvider>
  );
}
