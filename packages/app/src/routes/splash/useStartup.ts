import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchConfig, applyConfig } from '../../app/bootstrap.ts';
import type { AppConfig } from '../../app/config.ts';
import { readMarket } from '../../app/market.ts';
import { connectStream } from '../../app/stream.ts';
import { marketSnapshotQuery } from './startup.queries.ts';

export type StartupStepId = 'version' | 'quotes' | 'host' | 'ready';
export type StartupStepState = 'pending' | 'active' | 'done' | 'error';
export interface StartupStep {
  id: StartupStepId;
  state: StartupStepState;
}

const order: StartupStepId[] = ['version', 'quotes', 'host', 'ready'];
const reloadMarker = 'kabuto.reloadedForVersion';

function stepsAt(current: number, failed: boolean): StartupStep[] {
  return order.map((id, index) => ({
    id,
    state: index < current ? 'done' : index > current ? 'pending' : failed ? 'error' : 'active',
  }));
}

/**
 * The seed's start-up steps, each real: the program version (the server's config against this build), the first
 * quotes snapshot, the push stream's hello, then done. A failed step offers a retry from where it stopped.
 */
export function useStartup(options: {
  initialConfig: AppConfig | null;
  onConfig: (config: AppConfig) => void;
  onReady: () => void;
}) {
  const { initialConfig, onConfig, onReady } = options;
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const config = useRef(initialConfig);

  useEffect(() => {
    let cancelled = false;
    async function run(step: StartupStepId): Promise<boolean> {
      switch (step) {
        case 'version': {
          if (!config.current) {
            config.current = await fetchConfig();
            applyConfig(config.current);
            onConfig(config.current);
          }
          const serverVersion = config.current.version;
          // A different server version means this page is an old build: load the new one, once.
          if (
            serverVersion &&
            serverVersion !== __APP_VERSION__ &&
            sessionStorage.getItem(reloadMarker) !== serverVersion
          ) {
            sessionStorage.setItem(reloadMarker, serverVersion);
            // Through the service worker, whose precache would give a plain reload this build again (src/pwa/update.ts:
            // a chunk of its own, precached with the shell; if it cannot load, a plain reload is all there is to do).
            void import('../../pwa/update.ts').then(
              (module) => module.reloadForNewVersion(),
              () => window.location.reload(),
            );
            return false;
          }
          return true;
        }
        case 'quotes':
          await queryClient.fetchQuery(marketSnapshotQuery(readMarket()));
          return true;
        case 'host':
          await connectStream();
          return true;
        case 'ready':
          return true;
      }
    }

    void (async () => {
      for (let index = current; index < order.length; index += 1) {
        const step = order[index];
        if (!step) break;
        try {
          const proceed = await run(step);
          if (cancelled || !proceed) return;
          setCurrent(index + 1);
        } catch {
          if (!cancelled) setFailed(true);
          return;
        }
      }
      if (!cancelled) onReady();
    })();
    return () => {
      cancelled = true;
    };
    // Runs once per attempt; `current` is where a retry resumes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { steps: stepsAt(Math.min(current, order.length - 1), failed), failed, retry };
}
