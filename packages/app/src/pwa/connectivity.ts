import { useSyncExternalStore } from 'react';
import { isApiError } from '@kabuto/api-client';
import { fetchConfig } from '../app/bootstrap.ts';

// Whether the app can reach its server, for the offline banner and for what resumes when it can again. Two signals:
// the browser's (navigator.onLine and its online/offline events: no network at all) and the app's own (a request
// that failed for want of a network while the browser thinks it is online: a dead Wi-Fi, a tunnel). The second is
// cleared by a check that gets through: at once on `checkConnection()`, then every few seconds while it lasts.

export interface Connectivity {
  offline: boolean;
  /** A check of the connection is under way. */
  checking: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let browserOnline = typeof navigator === 'undefined' || navigator.onLine;
let unreachable = false;
let checking: Promise<void> | null = null;
let nextCheck: ReturnType<typeof setTimeout> | undefined;
let retryDelayMs = 0;
let snapshot: Connectivity = { offline: !browserOnline, checking: false };

function emit() {
  const offline = !browserOnline || unreachable;
  const busy = checking !== null;
  if (snapshot.offline === offline && snapshot.checking === busy) return;
  snapshot = { offline, checking: busy };
  for (const listener of listeners) listener();
}

/** A failure with no answer from the server (the API client's `network_error`); any answer means it is reachable. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.code === 'network_error';
}

/** A request failed for want of a network: offline until a check gets through. */
export function reportNetworkFailure(): void {
  if (unreachable) return;
  unreachable = true;
  retryDelayMs = 0;
  emit();
  scheduleCheck();
}

function scheduleCheck() {
  clearTimeout(nextCheck);
  // The browser's online event starts the next check itself.
  if (!unreachable || !browserOnline) return;
  retryDelayMs = Math.min(Math.max(retryDelayMs * 2, 5_000), 30_000);
  nextCheck = setTimeout(() => void checkConnection(), retryDelayMs);
}

/** Asks the server now (the site configuration, a public call the SW never answers); resolves when it is known. */
export function checkConnection(): Promise<void> {
  checking ??= fetchConfig()
    .then(
      () => false,
      (error: unknown) => isNetworkFailure(error),
    )
    .then((failed) => {
      checking = null;
      unreachable = failed;
      emit();
      scheduleCheck();
    });
  emit();
  return checking;
}

function onOnline() {
  browserOnline = true;
  // The browser's word is a reason to try, not proof: the check decides.
  void checkConnection();
  emit();
}

function onOffline() {
  browserOnline = false;
  clearTimeout(nextCheck);
  emit();
}

function subscribe(listener: Listener) {
  if (listeners.size === 0) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    browserOnline = navigator.onLine;
    emit();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

const read = () => snapshot;

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, read, read);
}
