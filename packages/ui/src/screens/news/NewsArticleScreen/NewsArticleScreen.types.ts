import type { NewsShell, NewsText } from '../shared/news.types.ts';

/** An article as read; texts in the reader's language (or a fallback, marked by `lang`). */
export interface NewsArticleView {
  id: string;
  title: NewsText;
  /** Plain text; paragraphs separated by a blank line. Rendered as text, never as HTML. */
  body: NewsText;
  /** A `NewsCategory`; a later category is shown as its code. */
  category: string;
  /** ISO 8601 instants. */
  publishedAt: string;
  updatedAt: string | null;
  source: string;
  /** The original article (https only; the app drops anything else). */
  sourceUrl: string | null;
  /** The instruments it concerns, each with the href of its quote page. */
  codes: readonly { code: string; href: string }[];
}

export type NewsArticleStatus = 'loading' | 'error' | 'notFound' | 'ready';

export interface NewsArticleScreenProps {
  shell: NewsShell;
  status: NewsArticleStatus;
  onRetry: () => void;
  article?: NewsArticleView;
  /** Back to the list (the not-found state offers it). */
  listHref: string;
}
