import type { FieldErrors, Resolver } from 'react-hook-form';

// The article form's rules, checked without zod: zod/mini and its resolver put this console route over its 60 KiB
// budget (64.2 KiB gzip), and five rules do not need them. Each error is a message id; the route translates it.
// The rules mirror openapi.yaml (AdminNewsCreateRequest), which the server enforces too.

const markets = ['jpy', 'usd', 'cny'] as const;
const categories = ['markets', 'companies', 'ipo', 'announcements'] as const;
const texts = ['titleJp', 'titleCn', 'titleUs', 'bodyJp', 'bodyCn', 'bodyUs'] as const;

export interface NewsArticleForm {
  market: (typeof markets)[number];
  category: (typeof categories)[number];
  titleJp: string;
  titleCn: string;
  titleUs: string;
  bodyJp: string;
  bodyCn: string;
  bodyUs: string;
}

/** The form before a category is chosen. */
export type NewsArticleDraft = Omit<NewsArticleForm, 'category'> & { category: NewsArticleForm['category'] | '' };

export const emptyNewsArticle: NewsArticleDraft = {
  market: 'jpy',
  category: '',
  titleJp: '',
  titleCn: '',
  titleUs: '',
  bodyJp: '',
  bodyCn: '',
  bodyUs: '',
};

/** Counted in code points, as the server counts (a CJK extension character is one, not two UTF-16 units). */
const length = (text: string) => [...text.trim()].length;
const limit = (field: (typeof texts)[number]) => (field.startsWith('title') ? 120 : 20000);

export type NewsArticleCheck =
  { ok: true; form: NewsArticleForm } | { ok: false; errors: Partial<Record<keyof NewsArticleForm, string>> };

/** Every rule of the form: a market and a category from the lists, each title and body present and within length. */
export function checkNewsArticle(draft: NewsArticleDraft): NewsArticleCheck {
  const errors: Partial<Record<keyof NewsArticleForm, string>> = {};
  if (!(markets as readonly string[]).includes(draft.market)) errors.market = 'app.admin.validation.choice';
  if (!(categories as readonly string[]).includes(draft.category)) errors.category = 'app.admin.validation.choice';
  for (const field of texts) {
    const size = length(String(draft[field] ?? ''));
    if (size === 0) errors[field] = 'app.validation.required';
    else if (size > limit(field)) errors[field] = 'app.admin.validation.tooLong';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, form: draft as NewsArticleForm };
}

/** checkNewsArticle as react-hook-form's resolver. */
export const newsArticleResolver: Resolver<NewsArticleDraft, unknown, NewsArticleForm> = (values) => {
  const result = checkNewsArticle(values);
  if (result.ok) return { values: result.form, errors: {} };
  const errors: FieldErrors<NewsArticleDraft> = {};
  for (const [name, message] of Object.entries(result.errors)) {
    errors[name as keyof NewsArticleDraft] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/** Field names of the server's `invalid_parameter` answer, mapped to the form's. */
export const newsFieldNames: Record<string, keyof NewsArticleForm> = {
  type: 'market',
  category: 'category',
  title_jp: 'titleJp',
  title_cn: 'titleCn',
  title_us: 'titleUs',
  body_jp: 'bodyJp',
  body_cn: 'bodyCn',
  body_us: 'bodyUs',
};
