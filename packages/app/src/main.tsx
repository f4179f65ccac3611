import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { applyConfig, fetchConfig } from './app/bootstrap.ts';
import { adoptCspNonce } from './app/csp.ts';
import type { AppConfig } from './app/config.ts';
import { loadMessages, readLocale, setAppIntl, warmIntl } from './app/intl.ts';

/**
 * Ends the current task so the browser can handle input and paint before the next step: start-up is several pieces
 * of work (the catalogue's evaluation, the first use of Intl, the first render), and on a slow phone each is tens of
 * milliseconds; run back to back they would be one long task.
 */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The seed runs /common/config before the app mounts: title and logo are applied first. If it fails, the app still
// mounts and the splash's first step reports it with a retry.
async function bootstrap() {
  adoptCspNonce();
  const locale = readLocale();
  const [config, messages] = await Promise.all([
    fetchConfig().catch((): AppConfig | null => null),
    loadMessages(locale),
    warmIntl(locale),
  ]);
  await yieldToMain();
  setAppIntl(locale, messages);
  if (config) applyConfig(config);
  await yieldToMain();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // A transition render is time-sliced, so the first paint does not block input on a slow phone.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App locale={locale} initialConfig={config} />
      </StrictMode>,
    );
  });
  // The service worker, after the first render's work is queued and not before the page's load event (its own
  // chunk, off the first load).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./pwa/register.ts').then((module) => module.registerServiceWorker());
  }
}

void bootstrap();
