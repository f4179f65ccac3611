import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { NewsArticleScreen } from './NewsArticleScreen.tsx';
import { newsArticle, newsArticleProps, newsNotice } from './NewsArticleScreen.fixtures.ts';
import { paragraphsOf } from './paragraphs.ts';

describe('paragraphsOf', () => {
  it('splits on blank lines, keeps single line breaks and drops empty paragraphs', () => {
    expect(paragraphsOf('一段落目。\n続き。\r\n\r\n二段落目。\n \n\n# 見出しではない')).toEqual([
      '一段落目。\n続き。',
      '二段落目。',
      '# 見出しではない',
    ]);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });
});

describe('NewsArticleScreen', () => {
  it('shows the title, category, times, source and each paragraph', async () => {
    await renderWithKabuto(<NewsArticleScreen {...newsArticleProps} />);
    const article = page.getByRole('article', { name: 'トヨタ、通期見通しを上方修正' });
    await expect.element(article.getByRole('heading', { level: 2 })).toBeVisible();
    await expect.element(article.getByText('企業', { exact: true })).toBeVisible();
    await expect.element(article.getByText('配信 2026/11/20 15:45')).toBeVisible();
    await expect.element(article.getByText('更新 2026/11/20 17:10')).toBeVisible();
    await expect.element(article.getByText('提供：Kabuto News')).toBeVisible();
    const paragraphs = article.element().querySelectorAll('div > p');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[1]?.textContent).toBe('北米でのハイブリッド車販売が好調だった。\n円安も利益を押し上げた。');
  });

  it('renders markup in a body as text, never as HTML', async () => {
    await renderWithKabuto(<NewsArticleScreen {...newsArticleProps} />);
    await expect.element(page.getByText('<script>alert(1)</script> のような文字列', { exact: false })).toBeVisible();
    expect(document.querySelector('article script')).toBeNull();
  });

  it('links the related stock and the original article', async () => {
    await renderWithKabuto(<NewsArticleScreen {...newsArticleProps} />);
    await expect
      .element(page.getByRole('link', { name: '7203 の株価を見る' }))
      .toHaveAttribute('href', '#/quotes/info?code=7203&type=jpy');
    const source = page.getByRole('link', { name: '元の記事を開く（外部サイト）' });
    await expect.element(source).toHaveAttribute('href', newsArticle.sourceUrl!);
    await expect.element(source).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out what a notice does not have', async () => {
    await renderWithKabuto(<NewsArticleScreen {...newsArticleProps} article={newsNotice} />);
    await expect.element(page.getByRole('heading', { name: '年末年始の営業日のお知らせ' })).toBeVisible();
    expect(page.getByText(/^更新/).all()).toHaveLength(0);
    expect(page.getByRole('link', { name: /株価を見る|元の記事/ }).all()).toHaveLength(0);
  });

  it('says when the article is shown untranslated', async () => {
    await renderWithKabuto(
      <NewsArticleScreen
        {...newsArticleProps}
        article={{
          ...newsNotice,
          title: { ...newsNotice.title, lang: 'ja' },
          body: { ...newsNotice.body, lang: 'ja' },
        }}
      />,
      { locale: 'us' },
    );
    await expect
      .element(page.getByText('This article is not available in your language yet', { exact: false }))
      .toBeVisible();
    await expect
      .element(page.getByRole('heading', { name: '年末年始の営業日のお知らせ' }))
      .toHaveAttribute('lang', 'ja');
  });

  it('offers the way back when the article is gone', async () => {
    await renderWithKabuto(<NewsArticleScreen {...newsArticleProps} status="notFound" article={undefined} />, {
      locale: 'cn',
    });
    await expect.element(page.getByText('找不到这篇文章')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '返回资讯列表' })).toHaveAttribute('href', '#/news/index');
  });

  it('shows a skeleton while loading and a retry when it cannot load', async () => {
    await renderWithKabuto(<NewsArticleScreen {...newsArticleProps} status="loading" article={undefined} />);
    await expect.element(page.getByText('ニュースを読み込み中')).toBeInTheDocument();
    expect(page.getByRole('article').all()).toHaveLength(0);
  });

  it('retries a failed load', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(
      <NewsArticleScreen {...newsArticleProps} status="error" article={undefined} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
