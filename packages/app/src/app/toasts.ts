import { useSyncExternalStore } from 'react';
import type { ToastItem, ToastTone } from '@kabuto/ui';

type Listener = () => void;
const listeners = new Set<Listener>();
let toasts: readonly ToastItem[] = [];
let nextId = 1;

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(message: string, tone: ToastTone = 'info'): void {
  toasts = [...toasts, { id: String(nextId++), message, tone }];
  emit();
}

export function dismissToast(id: string): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function clearToasts(): void {
  if (toasts.length === 0) return;
  toasts = [];
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
