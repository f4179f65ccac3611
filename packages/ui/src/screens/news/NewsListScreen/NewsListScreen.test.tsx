import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { NewsListScreen } from './NewsListScreen.tsx';
import { newsListProps, newsSummaries, untranslatedSummary } from './NewsListScreen.fixtures.ts';

describe('NewsListScreen', () => {
  it('lists articles newest first, each a link with its summary, category and time in Tokyo', async () => {
    await renderWithKabuto(<NewsListScreen {...newsListProps} />);
    const list = page.getByRole('list', { name: 'ニュース一覧' });
    expect(list.getByRole('link').all()).toHaveLength(3);
    const first = list.getByRole('link').first();
    await expect.element(first).toHaveAttribute('href', '#/news/info?id=5014');
    await expect.element(first).toHaveTextContent('年末年始の営業日のお知らせ');
    await expect.element(first).toHaveTextContent('取引・出金はできません');
    await expect.element(first).toHaveTextContent('お知らせ');
    await expect.element(first.getByText('2026/11/22 16:30')).toHaveAttribute('datetime', '2026-11-22T16:30:00+09:00');
    await expect.element(page.getByText('すべてのニュースを表示しました')).toBeVisible();
  });

  it('switches market and category', async () => {
    const onMarketChange = vi.fn();
    const onCategoryChange = vi.fn();
    await renderWithKabuto(
      <NewsListScreen {...newsListProps} onMarketChange={onMarketChange} onCategoryChange={onCategoryChange} />,
    );
    await page.getByRole('radio', { name: '米国' }).click();
    expect(onMarketChange).toHaveBeenCalledWith('usd');
    await expect.element(page.getByRole('tab', { name: 'すべて' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '企業' }).click();
    expect(onCategoryChange).toHaveBeenCalledWith('company');
  });

  it('moves between categories with the arrow keys', async () => {
    const onCategoryChange = vi.fn();
    await renderWithKabuto(<NewsListScreen {...newsListProps} onCategoryChange={onCategoryChange} />);
    (page.getByRole('tab', { name: 'すべて' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onCategoryChange).toHaveBeenCalledWith('market');
  });

  it('loads the next page', async () => {
    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <NewsListScreen
        {...newsListProps}
        articles={{ status: 'ready', items: newsSummaries, hasMore: true, onLoadMore }}
      />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says which category is empty and what to do, in English', async () => {
    await renderWithKabuto(
      <NewsListScreen {...newsListProps} category="ipo" articles={{ status: 'ready', items: [], hasMore: false }} />,
      { locale: 'us' },
    );
    await expect.element(page.getByText('No news in “IPOs” yet')).toBeVisible();
    await expect.element(page.getByText('Try another market or category.')).toBeVisible();
  });

  it('shows a skeleton while loading', async () => {
    await renderWithKabuto(
      <NewsListScreen {...newsListProps} articles={{ status: 'loading', items: [], hasMore: false }} />,
    );
    await expect.element(page.getByText('ニュースを読み込み中')).toBeInTheDocument();
    expect(page.getByTestId('news-skeleton').element().getAttribute('aria-busy')).toBe('true');
    expect(page.getByRole('link', { name: /お知らせ/ }).all()).toHaveLength(0);
  });

  it('offers a retry when the list cannot load', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(
      <NewsListScreen {...newsListProps} articles={{ status: 'error', items: [], hasMore: false, onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('marks a row shown in another language with that language', async () => {
    await renderWithKabuto(
      <NewsListScreen
        {...newsListProps}
        articles={{ status: 'ready', items: [untranslatedSummary], hasMore: false }}
      />,
      { locale: 'us' },
    );
    await expect.element(page.getByText('新規上場の抽選について')).toHaveAttribute('lang', 'ja');
    await expect
      .element(page.getByRole('list', { name: 'News articles' }).getByText('IPOs', { exact: true }))
      .toBeVisible();
  });
});
