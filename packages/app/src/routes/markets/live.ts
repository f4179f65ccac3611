import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveFeed } from '@kabuto/ui';
import { api } from '../../app/api.ts';
import { getQuoteStream, setStreamReplay, type QuoteKey, type StreamQuote } from '../../app/stream.ts';
import { isNewer } from './markets.mappers.ts';

setStreamReplay((lastEventId, codes) =>
  api.post('/market/streamReplay', { last_event_id: lastEventId, stock_codes: codes.join(',') }),
);

export interface LiveRowsOptions<B, R> {
  keyOf: (item: B) => QuoteKey;
  toRow: (item: B) => R;
  apply: (row: R, event: StreamQuote) => R;
  /** When the REST item was current; a stream quote older than that is not applied. */
  timeOf?: (item: B) => string | undefined;
}

/**
 * Rows that follow the push stream, as a feed for a ui list: the rows subscribe by symbol only while the list is on
 * screen, a tick replaces only the rows whose symbol changed (the others keep their identity, so memoised rows do
 * not re-render), and the stream delivers at most once per animation frame. The feed is rebuilt when the REST
 * snapshot (`items`) changes.
 */
export function useLiveRows<B, R>(items: readonly B[] | undefined, options: LiveRowsOptions<B, R>): LiveFeed<R> {
  const { keyOf, toRow, apply, timeOf } = options;
  return useMemo(() => {
    const stream = getQuoteStream();
    const source = items ?? [];
    const keys = source.map(keyOf);
    const positions = new Map<QuoteKey, number[]>();
    keys.forEach((key, index) => positions.set(key, [...(positions.get(key) ?? []), index]));
    let rows: readonly R[] = source.map((item, index) => {
      const row = toRow(item);
      const event = stream.latest(keys[index]!);
      return event && isNewer(event, timeOf?.(item)) ? apply(row, event) : row;
    });
    const listeners = new Set<() => void>();
    let unsubscribe: (() => void) | null = null;

    function onChange(changed: ReadonlySet<QuoteKey>) {
      let next: R[] | null = null;
      for (const key of changed) {
        const event = stream.latest(key);
        if (!event) continue;
        for (const index of positions.get(key) ?? []) {
          const current = (next ?? rows)[index]!;
          const updated = apply(current, event);
          if (updated !== current) {
            next ??= [...rows];
            next[index] = updated;
          }
        }
      }
      if (next) {
        rows = next;
        for (const listener of [...listeners]) listener();
      }
    }

    return {
      subscribe(listener: () => void) {
        listeners.add(listener);
        if (!unsubscribe && keys.length > 0) unsubscribe = stream.subscribe({ keys, onChange });
        return () => {
          listeners.delete(listener);
          if (listeners.size === 0 && unsubscribe) {
            unsubscribe();
            unsubscribe = null;
          }
        };
      },
      getSnapshot: () => rows,
    };
    // The mapping functions are module-level or memoised by the caller; the snapshot decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);
}

/** The newest stream quote of one symbol; `focus` asks the stream for 10 updates a second (the detail page). */
export function useLiveQuote(key: QuoteKey | null, focus = false): StreamQuote | undefined {
  const stream = getQuoteStream();
  const subscribe = useMemo(
    () => (listener: () => void) =>
      key
        ? stream.subscribe({ keys: focus ? [] : [key], ...(focus ? { focus: key } : {}), onChange: listener })
        : () => undefined,
    [stream, key, focus],
  );
  return useSyncExternalStore(
    subscribe,
    () => (key ? stream.latest(key) : undefined),
    () => undefined,
  );
}

/** When the stream may have missed quotes for good, the market queries refetch. */
export function useRefetchOnResync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      getQuoteStream().onResync(() => {
        void queryClient.invalidateQueries({ queryKey: ['market'] });
        void queryClient.invalidateQueries({ queryKey: ['watchlist'] });
      }),
    [queryClient],
  );
}
