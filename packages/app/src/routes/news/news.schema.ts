import '../../app/zod-config.ts';
// zod/mini keeps each news route well inside its 60 KiB budget; the rules mirror openapi.yaml.
import * as z from 'zod/mini';
import type { NewsCategoryFilter } from '@kabuto/ui';

/** The contract's `Id`: a bigint identity as decimal digits. */
const articleId = z.string().check(z.regex(/^[1-9]\d{0,17}$/));

/** `?id=` of /news/info (the seed passes the article as a query parameter); undefined when it cannot name one. */
export function readArticleId(params: URLSearchParams): string | undefined {
  const parsed = articleId.safeParse(params.get('id')?.trim() ?? '');
  return parsed.success ? parsed.data : undefined;
}

// The contract's NewsCategory and `all` (the ui's newsCategoryFilters; repeated here so no ui code runs in a schema).
const categoryFilters = [
  'all',
  'market',
  'company',
  'economy',
  'ipo',
  'notice',
] as const satisfies readonly NewsCategoryFilter[];
const categoryFilter = z.enum(categoryFilters);

/** `?category=` of /news/index, so the back button returns to the same tab; anything else means all. */
export function readCategory(params: URLSearchParams): NewsCategoryFilter {
  const parsed = categoryFilter.safeParse(params.get('category'));
  return parsed.success ? parsed.data : 'all';
}
