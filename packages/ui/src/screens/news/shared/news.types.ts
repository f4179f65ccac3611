import type { AppShellProps } from '../../../components/AppShell/AppShell.tsx';

/** The contract's news categories, in the order the list offers them. */
export const newsCategories = ['market', 'company', 'economy', 'ipo', 'notice'] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** The list's category filter: everything, or one category. */
export const newsCategoryFilters = ['all', ...newsCategories] as const;
export type NewsCategoryFilter = (typeof newsCategoryFilters)[number];

/** The market index of the seed: `jpy` Japan, `usd` US, `cny` China. */
export const newsMarkets = ['jpy', 'usd', 'cny'] as const;
export type NewsMarket = (typeof newsMarkets)[number];

export type NewsShell = Omit<AppShellProps, 'children'>;

/**
 * A server text as shown: in the reader's language, or in another one when the article lacks a translation —
 * then `lang` names the language shown (BCP 47, `ja`, `zh-Hans` or `en`) so a screen reader reads it right.
 */
export interface NewsText {
  text: string;
  lang?: string;
}
