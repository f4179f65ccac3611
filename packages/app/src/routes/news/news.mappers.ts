import type { ResponseData } from '@kabuto/api-client';
import type { Locale, NewsArticleView, NewsSummaryView, NewsText } from '@kabuto/ui';

/** The ui's `bcp47` tags (a type-only import keeps the ui's styles out of this module). */
const languageTags: Record<Locale, string> = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' };

type NewsPage = ResponseData<'/news/list'>;
type NewsArticle = ResponseData<'/news/detail'>;
type LocalizedText = { jp: string; cn: string; us: string };

/**
 * A server text in the reader's language. A blank translation falls back to Japanese (the source language), then
 * to any language that has text; the fallback carries its language so the screen can mark it.
 */
export function pickNewsText(text: LocalizedText, locale: Locale): NewsText {
  if (text[locale].trim() !== '') return { text: text[locale] };
  const other = (['jp', 'cn', 'us'] as const).find((candidate) => text[candidate].trim() !== '');
  return other ? { text: text[other], lang: languageTags[other] } : { text: '' };
}

/** The contract's timestamps as ISO 8601 (a space between date and time is read as `T`). */
export function toIso(timestamp: string): string {
  return timestamp.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');
}

/** Only an https link leaves the app; anything else is dropped rather than rendered. */
export function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function toNewsSummaries(
  pages: readonly NewsPage[],
  locale: Locale,
  hrefOf: (id: string) => string,
): NewsSummaryView[] {
  // A page boundary can shift while an article is published meanwhile: show each article once.
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
    .map((item) => ({
      id: item.id,
      title: pickNewsText(item.title, locale),
      summary: pickNewsText(item.summary, locale),
      category: item.category,
      publishedAt: toIso(item.publishedAt),
      source: item.source,
      href: hrefOf(item.id),
    }));
}

export function toNewsArticle(
  article: NewsArticle,
  locale: Locale,
  quoteHrefOf: (market: string, code: string) => string,
  fallbackMarket: string,
): NewsArticleView {
  const market = article.market ?? fallbackMarket;
  return {
    id: article.id,
    title: pickNewsText(article.title, locale),
    body: pickNewsText(article.body, locale),
    category: article.category,
    publishedAt: toIso(article.publishedAt),
    updatedAt: article.updatedAt ? toIso(article.updatedAt) : null,
    source: article.source,
    sourceUrl: safeExternalUrl(article.sourceUrl),
    codes: article.codes.map((code) => ({ code, href: quoteHrefOf(market, code) })),
  };
}
