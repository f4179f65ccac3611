import type { RequestForm, ResponseData } from '@kabuto/api-client';
import type { AdminNewsRow } from '@kabuto/ui/console';
import type { NewsArticleDraft, NewsArticleForm } from './adminNews.schema.ts';

type AdminNewsArticle = ResponseData<'/admin/news/list'>['items'][number];

/** The contract's timestamps as ISO 8601 (a space between date and time is read as `T`). */
const toIso = (timestamp: string) => timestamp.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');

export function toAdminNewsRow(article: AdminNewsArticle): AdminNewsRow {
  return {
    id: article.id,
    title: { ...article.title },
    body: { ...article.body },
    market: article.market,
    category: article.category,
    status: article.status,
    publishedAt: article.publishedAt ? toIso(article.publishedAt) : null,
    updatedAt: toIso(article.updatedAt),
    updatedBy: article.updatedBy,
  };
}

/** An article's current texts and choices, to edit. */
export function toNewsDraft(article: AdminNewsArticle): NewsArticleDraft {
  return {
    market: article.market,
    category: article.category,
    titleJp: article.title.jp,
    titleCn: article.title.cn,
    titleUs: article.title.us,
    bodyJp: article.body.jp,
    bodyCn: article.body.cn,
    bodyUs: article.body.us,
  };
}

/** The create request: every text trimmed (the server refuses a blank one and stores what it gets). */
export function toCreateRequest(form: NewsArticleForm): RequestForm<'/admin/news/create'> {
  return {
    type: form.market,
    category: form.category,
    title_jp: form.titleJp.trim(),
    title_cn: form.titleCn.trim(),
    title_us: form.titleUs.trim(),
    body_jp: form.bodyJp.trim(),
    body_cn: form.bodyCn.trim(),
    body_us: form.bodyUs.trim(),
  };
}

/** The update request: the whole article as edited, and `publish=1` to publish it again. */
export function toUpdateRequest(
  id: string,
  form: NewsArticleForm,
  publish: boolean,
): RequestForm<'/admin/news/update'> {
  return { id, ...toCreateRequest(form), ...(publish ? { publish: '1' as const } : {}) };
}
