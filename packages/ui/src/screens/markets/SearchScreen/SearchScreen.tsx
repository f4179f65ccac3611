import { useId } from 'react';
import { useIntl } from 'react-intl';
import { AppShell } from '../../../components/AppShell/AppShell.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState/ErrorState.tsx';
import { SearchField } from '../../../components/SearchField/SearchField.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { visuallyHidden } from '../../../internal/visuallyHidden.css.ts';
import * as shared from '../shared/markets.css.ts';
import { marketsCommonMessages as common } from '../shared/markets.messages.ts';
import * as styles from './SearchScreen.css.ts';
import { searchScreenMessages as m } from './SearchScreen.messages.ts';
import type { SearchScreenProps } from './SearchScreen.types.ts';

const shortMarket = { jpy: common.jpyShort, usd: common.usdShort, cny: common.cnyShort } as const;

/**
 * Stock search across the three markets by code or by a name in Japanese, Chinese or English, with the recent
 * searches (clearable) and a watchlist star per result.
 */
export function SearchScreen({
  shell,
  query,
  onQueryChange,
  onSubmit,
  results,
  recent,
  onClearRecent,
  onToggleWatch,
  pendingWatch,
}: SearchScreenProps) {
  const intl = useIntl();
  const recentId = useId();
  const resultsId = useId();
  return (
    <AppShell {...shell}>
      <div className={shared.column}>
        <SearchField
          label={intl.formatMessage(m.label)}
          hint={intl.formatMessage(m.hint)}
          value={query}
          onValueChange={onQueryChange}
          onSubmit={onSubmit}
        />
        {results.status === 'idle' ? (
          <section className={shared.section} aria-labelledby={recentId}>
            <div className={shared.sectionHead}>
              <h2 id={recentId} className={shared.sectionTitle}>
                {intl.formatMessage(m.recent)}
              </h2>
              {recent.length > 0 ? (
                <Button variant="ghost" size="sm" onClick={onClearRecent}>
                  {intl.formatMessage(m.clearRecent)}
                </Button>
              ) : null}
            </div>
            {recent.length === 0 ? (
              <p className={shared.muted}>{intl.formatMessage(m.noRecent)}</p>
            ) : (
              <ul className={styles.chips}>
                {recent.map((keyword) => (
                  <li key={keyword}>
                    <button
                      type="button"
                      className={styles.chip}
                      onClick={() => {
                        onQueryChange(keyword);
                        onSubmit(keyword);
                      }}
                    >
                      {keyword}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : (
          <section className={shared.section} aria-labelledby={resultsId}>
            <div className={shared.sectionHead}>
              <h2 id={resultsId} className={shared.sectionTitle}>
                {intl.formatMessage(m.results)}
              </h2>
              <span className={shared.muted} role="status">
                {results.status === 'ready' ? intl.formatMessage(m.resultCount, { count: results.items.length }) : ''}
              </span>
            </div>
            {results.status === 'loading' ? (
              <div aria-busy="true" className={shared.skeletonBlock}>
                <span className={visuallyHidden} role="status">
                  {intl.formatMessage(m.searching)}
                </span>
                <Skeleton height="title" />
                <Skeleton height="title" />
                <Skeleton height="title" />
              </div>
            ) : results.status === 'error' ? (
              <ErrorState onRetry={results.onRetry} />
            ) : results.items.length === 0 ? (
              <EmptyState title={intl.formatMessage(m.noResults)} description={intl.formatMessage(m.noResultsHint)} />
            ) : (
              <ul className={`${shared.plainList} ${shared.listFrame}`} aria-labelledby={resultsId}>
                {results.items.map((item) => {
                  const key = `${item.market}:${item.code}`;
                  return (
                    <li key={key} className={styles.result}>
                      <a className={styles.resultLink} href={item.href}>
                        <span className={styles.badge}>{intl.formatMessage(shortMarket[item.market])}</span>
                        <span className={styles.resultName}>
                          <span className={`${shared.ellipsis} ${shared.bold}`}>{item.name}</span>
                          <span className={shared.muted}>{item.code}</span>
                        </span>
                      </a>
                      {onToggleWatch && item.watched !== undefined ? (
                        <button
                          type="button"
                          className={styles.star}
                          aria-pressed={item.watched}
                          disabled={pendingWatch?.has(key)}
                          aria-label={intl.formatMessage(item.watched ? m.removeWatch : m.addWatch, {
                            name: item.name,
                          })}
                          onClick={() => onToggleWatch(item)}
                        >
                          <span className={item.watched ? styles.starFilled : undefined}>
                            <Icon name="star" />
                          </span>
                        </button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </div>
    </AppShell>
  );
}
