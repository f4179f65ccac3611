import { marketsShell } from '../shared/fixtures.ts';
import type { SearchResultView, SearchScreenProps } from './SearchScreen.types.ts';

export const searchResults: SearchResultView[] = [
  { code: '7203', market: 'jpy', name: 'トヨタ自動車', href: '#/quotes/info?code=7203&type=jpy', watched: true },
  { code: '7267', market: 'jpy', name: '本田技研工業', href: '#/quotes/info?code=7267&type=jpy', watched: false },
  { code: 'TM', market: 'usd', name: 'トヨタ自動車（ADR）', href: '#/quotes/info?code=TM&type=usd', watched: false },
];

export const searchProps: SearchScreenProps = {
  shell: {
    ...marketsShell,
    header: { title: '銘柄検索', backHref: '#/home/index' },
    bottomNav: { ...marketsShell.bottomNav!, active: 'search' },
  },
  query: 'トヨタ',
  onQueryChange: () => undefined,
  onSubmit: () => undefined,
  results: { status: 'ready', items: searchResults },
  recent: ['トヨタ', '茅台', 'Apple'],
  onClearRecent: () => undefined,
  onToggleWatch: () => undefined,
};
