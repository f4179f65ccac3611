import { useCallback, useSyncExternalStore } from 'react';
import type { LiveFeed, LiveSource } from './types.ts';

const noSubscription = () => () => undefined;

function isFeed<T>(source: LiveSource<T>): source is LiveFeed<T> {
  return !Array.isArray(source);
}

/** The current rows of a live source: a feed re-renders only the caller on each change; an array is returned as is. */
export function useLiveSource<T>(source: LiveSource<T>): readonly T[] {
  const feed = isFeed(source) ? source : null;
  const getStatic = useCallback(() => source as readonly T[], [source]);
  return useSyncExternalStore(
    feed ? feed.subscribe : noSubscription,
    feed ? feed.getSnapshot : getStatic,
    feed ? feed.getSnapshot : getStatic,
  );
}
