import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { markets, type Market } from '@kabuto/api-client';
import { SearchScreen, type SearchResultView } from '@kabuto/ui';
import { quoteInfoHref } from '../../app/paths.ts';
import { showToast } from '../../app/toasts.ts';
import { useDebounced } from '../../app/useDebounced.ts';
import { readItem, storageKeys, writeItem } from '../../app/storage.ts';
import { addRecentSearch, parseRecentSearches, toSearchResult } from './markets.mappers.ts';
import { searchQuery, useWatchlistMutations, watchlistQuery } from './markets.queries.ts';
import { useMarketsRoute } from './useMarketsRoute.ts';

/** Searching waits for a pause in typing (each search asks all three markets). */
const typingPauseMs = 250;

/** /quotes/search: every market by code or name in three languages; recent searches in `searchList`. */
export function Component() {
  const { intl, account, locale, shell } = useMarketsRoute('app.markets.title.search', 'search', { back: true });
  const [query, setQuery] = useState('');
  const keyword = useDebounced(query.trim(), typingPauseMs);
  const [recent, setRecent] = useState(() => parseRecentSearches(readItem(storageKeys.searchList)));
  const search = useQuery(searchQuery(keyword));
  const watchlists = useQueries({
    queries: markets.map((market) => ({ ...watchlistQuery(account, market), enabled: keyword.length > 0 })),
  });
  const { add, remove } = useWatchlistMutations(account);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const watchedIn = (market: Market): Set<string> | undefined => {
    const data = watchlists[markets.indexOf(market)]?.data;
    return data ? new Set(data.map((item) => item.code)) : undefined;
  };
  const items: SearchResultView[] = (search.data ?? []).map((instrument) =>
    toSearchResult(
      instrument,
      locale,
      quoteInfoHref(instrument.market, instrument.code),
      watchedIn(instrument.market)?.has(instrument.code),
    ),
  );

  function remember(text: string) {
    const next = addRecentSearch(recent, text);
    setRecent(next);
    writeItem(storageKeys.searchList, JSON.stringify(next));
  }

  return (
    <SearchScreen
      shell={shell}
      query={query}
      onQueryChange={setQuery}
      onSubmit={remember}
      results={{
        status: keyword === '' ? 'idle' : search.isError ? 'error' : search.data === undefined ? 'loading' : 'ready',
        items,
        onRetry: () => void search.refetch(),
      }}
      recent={recent}
      onClearRecent={() => {
        setRecent([]);
        writeItem(storageKeys.searchList, null);
      }}
      pendingWatch={pending}
      onToggleWatch={(result) => {
        const key = `${result.market}:${result.code}`;
        if (pending.has(key)) return;
        remember(query);
        setPending((current) => new Set(current).add(key));
        const done = () =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          });
        const variables = { market: result.market, code: result.code };
        if (result.watched) {
          remove.mutate(
            { market: result.market, codes: [result.code] },
            {
              onSuccess: () => showToast(intl.formatMessage({ id: 'app.markets.watchRemoved' }), 'positive'),
              onSettled: done,
            },
          );
        } else {
          add.mutate(variables, {
            onSuccess: () => showToast(intl.formatMessage({ id: 'app.markets.watchAdded' }), 'positive'),
            onSettled: done,
          });
        }
      }}
    />
  );
}
