import type { Market } from '@kabuto/api-client';
import type { Operator } from '../admin/users.ts';
import { invalidParameter } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import type { LocalizedText } from '../http/lists.ts';
import { pageOf } from '../http/lists.ts';
import { publicOperation, securedOperation } from '../http/operation.ts';
import type { SecuredContext } from '../http/operation.ts';
import type { Form } from '../http/validation.ts';
import {
  createNewsArticle,
  listAdminNews,
  listNews,
  newsArticle,
  unpublishNewsArticle,
  updateNewsArticle,
} from '../news/news.ts';
import type { AdminNewsCategory, NewsCategory } from '../news/news.ts';
import type { RouteDefinition, RouteDeps } from './types.ts';

// The contract's enums have checked every field cast below before a handler runs.
const marketOf = (form: Form): Market => (form.type as Market | undefined) ?? 'jpy';

const operatorOf = ({ user, address, now }: SecuredContext): Operator => ({
  userId: user.userId,
  account: user.account,
  address,
  now,
});

/**
 * The three languages of a field the console sends as `<field>_jp`, `_cn`, `_us`; absent ones stay absent. A
 * text of only spaces and line breaks would show readers nothing: 400 like an empty one.
 */
function localized(form: Form, field: 'title' | 'body'): Partial<LocalizedText> {
  const text: Partial<LocalizedText> = {};
  const blank: FieldError[] = [];
  for (const lang of ['jp', 'cn', 'us'] as const) {
    const name = `${field}_${lang}`;
    const value = form[name];
    if (value !== undefined && value.trim() === '') blank.push({ field: name, rule: 'length' });
    else if (value !== undefined) text[lang] = value;
  }
  if (blank.length > 0) throw invalidParameter(blank);
  return text;
}

const complete = (text: Partial<LocalizedText>): LocalizedText => ({
  jp: text.jp ?? '',
  cn: text.cn ?? '',
  us: text.us ?? '',
});

/** News for users, and its publishing in the operator console. */
export function newsRoutes(deps: RouteDeps): RouteDefinition[] {
  const { db } = deps;
  const route = (path: string, handler: RouteDefinition['handler']): RouteDefinition => ({
    method: 'POST',
    path,
    handler,
  });

  return [
    route(
      '/news/list',
      publicOperation(deps, 'listNews', async ({ form }) =>
        listNews(db, { market: marketOf(form), category: form.category as NewsCategory | undefined }, pageOf(form)),
      ),
    ),
    route(
      '/news/detail',
      publicOperation(deps, 'getNewsArticle', async ({ form }) => newsArticle(db, form.id ?? '')),
    ),
    route(
      '/admin/news/list',
      securedOperation(deps, 'listAdminNews', async ({ form }) =>
        listAdminNews(
          db,
          {
            status: form.status as 'published' | 'unpublished' | undefined,
            market: form.type as Market | undefined,
            category: form.category as AdminNewsCategory | undefined,
          },
          pageOf(form),
        ),
      ),
    ),
    route(
      '/admin/news/create',
      securedOperation(deps, 'createNewsArticle', async (ctx) =>
        db.transaction((tx) =>
          createNewsArticle(tx, operatorOf(ctx), {
            market: marketOf(ctx.form),
            category: ctx.form.category as AdminNewsCategory,
            title: complete(localized(ctx.form, 'title')),
            body: complete(localized(ctx.form, 'body')),
          }),
        ),
      ),
    ),
    route(
      '/admin/news/update',
      securedOperation(deps, 'updateNewsArticle', async (ctx) =>
        db.transaction((tx) =>
          updateNewsArticle(tx, operatorOf(ctx), {
            id: ctx.form.id ?? '',
            market: ctx.form.type as Market | undefined,
            category: ctx.form.category as AdminNewsCategory | undefined,
            title: localized(ctx.form, 'title'),
            body: localized(ctx.form, 'body'),
            publish: ctx.form.publish === '1',
          }),
        ),
      ),
    ),
    route(
      '/admin/news/unpublish',
      securedOperation(deps, 'unpublishNewsArticle', async (ctx) =>
        db.transaction((tx) => unpublishNewsArticle(tx, operatorOf(ctx), ctx.form.id ?? '')),
      ),
    ),
  ];
}
