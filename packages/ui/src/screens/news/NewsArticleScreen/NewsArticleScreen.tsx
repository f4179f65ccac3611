import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { categoryLabel, formatNewsTime } from '../shared/format.ts';
import { NewsSkeleton } from '../shared/NewsSkeleton.tsx';
import * as styles from '../shared/news.css.ts';
import { newsCommonMessages } from '../shared/newsCommon.messages.ts';
import { newsArticleScreenMessages as m, newsArticleScreenValueMessages as mv } from './NewsArticleScreen.messages.ts';
import type { NewsArticleScreenProps, NewsArticleView } from './NewsArticleScreen.types.ts';
import { paragraphsOf } from './paragraphs.ts';

function Article({ article }: { article: NewsArticleView }) {
  const intl = useIntl();
  const fallback = article.body.lang !== undefined || article.title.lang !== undefined;
  return (
    <article className={styles.card} aria-labelledby="news-article-title">
      <p className={styles.meta}>
        <span className={styles.category}>{categoryLabel(intl, article.category)}</span>
        <span>{intl.formatMessage(mv.source, { source: article.source })}</span>
      </p>
      <h2 id="news-article-title" className={styles.title} lang={article.title.lang}>
        {article.title.text}
      </h2>
      <p className={styles.meta}>
        <time dateTime={article.publishedAt}>
          {intl.formatMessage(mv.published, { time: formatNewsTime(intl, article.publishedAt) })}
        </time>
        {article.updatedAt ? (
          <time dateTime={article.updatedAt}>
            {intl.formatMessage(mv.updated, { time: formatNewsTime(intl, article.updatedAt) })}
          </time>
        ) : null}
      </p>
      {fallback ? (
        <p className={styles.note} role="note">
          {intl.formatMessage(newsCommonMessages.fallback)}
        </p>
      ) : null}
      <div className={styles.body} lang={article.body.lang}>
        {paragraphsOf(article.body.text).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
      {article.codes.length > 0 ? (
        <section aria-labelledby="news-article-codes" className={styles.column}>
          <h3 id="news-article-codes" className={styles.muted}>
            {intl.formatMessage(m.codes)}
          </h3>
          <ul className={styles.links}>
            {article.codes.map(({ code, href }) => (
              <li key={code}>
                <a className={styles.codeLink} href={href} aria-label={intl.formatMessage(mv.codeLink, { code })}>
                  {code}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {article.sourceUrl ? (
        <a className={styles.textLink} href={article.sourceUrl} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(m.sourceLink)}
        </a>
      ) : null}
    </article>
  );
}

/** /news/info: one article — title, time, category and its body as plain paragraphs. */
export function NewsArticleScreen({ shell, status, onRetry, article, listHref }: NewsArticleScreenProps) {
  const intl = useIntl();
  const backLink = (
    <a className={styles.textLink} href={listHref}>
      {intl.formatMessage(m.backToList)}
    </a>
  );
  return (
    <AppShell {...shell}>
      <div className={styles.column}>
        {status === 'loading' ? (
          <NewsSkeleton cards={1} />
        ) : status === 'error' ? (
          <ErrorState onRetry={onRetry} />
        ) : status === 'notFound' || !article ? (
          <EmptyState
            title={intl.formatMessage(m.notFound)}
            description={intl.formatMessage(m.notFoundHint)}
            action={backLink}
          />
        ) : (
          <>
            <Article article={article} />
            {backLink}
          </>
        )}
      </div>
    </AppShell>
  );
}
