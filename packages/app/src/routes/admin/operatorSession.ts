import { useSyncExternalStore } from 'react';
import type { Session } from '@kabuto/api-client';
import { readItem, writeItem } from '../../app/storage.ts';

// The console keeps its own session, apart from the investor app's (`tokend` / `account`): login returns no role,
// so the console confirms the operator with /admin/self, and an operator trying the app in the same browser
// does not sign the console out (or the other way round).
export const operatorStorageKeys = { token: 'kabuto.operator.token', account: 'kabuto.operator.account' } as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = load();

function load(): Session | null {
  const token = readItem(operatorStorageKeys.token);
  const account = readItem(operatorStorageKeys.account);
  return token && account ? { token, account } : null;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getOperatorSession(): Session | null {
  return current;
}

export function saveOperatorSession(session: Session): void {
  writeItem(operatorStorageKeys.token, session.token);
  writeItem(operatorStorageKeys.account, session.account);
  current = session;
  emit();
}

export function clearOperatorSession(): void {
  writeItem(operatorStorageKeys.token, null);
  writeItem(operatorStorageKeys.account, null);
  current = null;
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === operatorStorageKeys.token || event.key === operatorStorageKeys.account || event.key === null) {
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

export function useOperatorSession(): Session | null {
  return useSyncExternalStore(subscribe, getOperatorSession, getOperatorSession);
}
