import { useSyncExternalStore } from 'react';
import type { Session } from '@kabuto/api-client';
import { readItem, storageKeys, writeItem } from './storage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = load();

function load(): Session | null {
  const token = readItem(storageKeys.token);
  const account = readItem(storageKeys.account);
  return token && account ? { token, account } : null;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function saveSession(session: Session): void {
  writeItem(storageKeys.token, session.token);
  writeItem(storageKeys.account, session.account);
  current = session;
  emit();
}

export function clearSession(): void {
  writeItem(storageKeys.token, null);
  writeItem(storageKeys.account, null);
  current = null;
  emit();
}

/** Calls `listener` when the session changes: signing in or out here or in another tab. Returns the unsubscribe. */
export function onSessionChange(listener: Listener): () => void {
  return subscribe(listener);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  // Another tab logging in or out changes the same keys.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.token || event.key === storageKeys.account || event.key === null) {
      current = load();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
