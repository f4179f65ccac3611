import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { DocumentScreen } from './DocumentScreen.tsx';
import { documentProps } from './DocumentScreen.fixtures.ts';
import { parseMarkdown } from './markdown.tsx';

describe('DocumentScreen', () => {
  it('renders the document with its headings, list and version', async () => {
    await renderWithKabuto(<DocumentScreen {...documentProps} />);
    const article = page.getByRole('article', { name: '利用規約' });
    await expect.element(article.getByRole('heading', { name: '第2条（シミュレーター）' })).toBeVisible();
    expect(article.getByRole('listitem').all()).toHaveLength(3);
    await expect.element(article.getByText('模擬取引')).toHaveProperty('tagName', 'STRONG');
    await expect.element(article).toHaveTextContent('第 2026.10 版');
  });

  it('never turns document text into markup', async () => {
    await renderWithKabuto(
      <DocumentScreen
        {...documentProps}
        document={{ ...documentProps.document!, body: '<img src=x onerror="alert(1)"> text' }}
      />,
    );
    await expect.element(page.getByText('<img src=x onerror="alert(1)"> text')).toBeVisible();
    expect(document.querySelector('article img')).toBeNull();
  });

  it('says when a document has no text, and retries a failed load', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<DocumentScreen {...documentProps} status="error" onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('parses headings, paragraphs and both kinds of list', () => {
    expect(parseMarkdown('# A\nline one\nline two\n\n- x\n- y\n1. p\n2. q')).toEqual([
      { kind: 'heading', level: 2, text: 'A' },
      { kind: 'paragraph', text: 'line one\nline two' },
      { kind: 'list', ordered: false, items: ['x', 'y'] },
      { kind: 'list', ordered: true, items: ['p', 'q'] },
    ]);
  });
});
