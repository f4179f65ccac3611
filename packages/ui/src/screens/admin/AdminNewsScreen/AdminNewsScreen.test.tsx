import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminNewsScreen } from './AdminNewsScreen.tsx';
import { adminNewsCreate, adminNewsEdit, adminNewsProps } from './AdminNewsScreen.fixtures.ts';

describe('AdminNewsScreen', () => {
  it('lists every article with its state, market, category and times in the operator’s language', async () => {
    await renderWithKabuto(<AdminNewsScreen {...adminNewsProps} />);
    const list = page.getByRole('region', { name: '記事一覧' });
    const items = list.getByRole('listitem');
    await expect.element(items).toHaveLength(3);
    const first = list.getByRole('listitem', { name: '記事「年末年始の営業日のお知らせ」' });
    await expect.element(first).toHaveTextContent('公開中');
    await expect.element(first).toHaveTextContent('お知らせ');
    await expect.element(first).toHaveTextContent('公開 2026/11/22 16:30');
    await expect.element(first).toHaveTextContent('更新 2026/11/22 16:30（0000000001）');
    const hidden = list.getByRole('listitem', { name: '記事「米国株の夏時間への切り替え」' });
    await expect.element(hidden).toHaveTextContent('非公開');
    await expect.element(hidden).toHaveTextContent('米国');
    // Only published articles can be unpublished; every article can be edited.
    await expect.element(list.getByRole('button', { name: '非公開にする' })).toHaveLength(2);
    await expect.element(list.getByRole('button', { name: '編集' })).toHaveLength(3);
  });

  it('shows the English texts to an English-speaking operator', async () => {
    await renderWithKabuto(<AdminNewsScreen {...adminNewsProps} />, { locale: 'us' });
    await expect.element(page.getByRole('listitem', { name: 'Article “Year-end business days”' })).toBeVisible();
    await expect.element(page.getByText('How the IPO lottery works')).toBeVisible();
  });

  it('filters by state, opens the form, edits and asks to unpublish', async () => {
    const onFilterChange = vi.fn();
    const onCreate = vi.fn();
    const onEdit = vi.fn();
    const onUnpublish = vi.fn();
    await renderWithKabuto(
      <AdminNewsScreen
        {...adminNewsProps}
        onFilterChange={onFilterChange}
        onCreate={onCreate}
        onEdit={onEdit}
        onUnpublish={onUnpublish}
      />,
    );
    await page.getByRole('radio', { name: '非公開' }).click();
    expect(onFilterChange).toHaveBeenCalledWith('unpublished');
    await page.getByRole('button', { name: '記事を作成' }).click();
    expect(onCreate).toHaveBeenCalledOnce();
    const row = page.getByRole('listitem', { name: '記事「新規上場の抽選について」' });
    await row.getByRole('button', { name: '編集' }).click();
    expect(onEdit).toHaveBeenCalledWith('1399');
    await row.getByRole('button', { name: '非公開にする' }).click();
    expect(onUnpublish).toHaveBeenCalledWith('1399');
  });

  it('writes a new article: market, category, titles and bodies in three languages, then publish', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onMarketChange = vi.fn();
    const onCategoryChange = vi.fn();
    const onCancel = vi.fn();
    await renderWithKabuto(
      <AdminNewsScreen
        {...adminNewsProps}
        editor={{ ...adminNewsCreate, onSubmit, onMarketChange, onCategoryChange, onCancel }}
      />,
    );
    const form = page.getByRole('form', { name: '新しい記事' });
    for (const name of ['タイトル（日本語）', 'タイトル（中国語）', 'タイトル（英語）']) {
      await expect.element(form.getByRole('textbox', { name })).toHaveAttribute('maxlength', '120');
    }
    for (const name of ['本文（日本語）', '本文（中国語）', '本文（英語）']) {
      await expect.element(form.getByRole('textbox', { name })).toHaveAttribute('maxlength', '20000');
    }
    await form.getByRole('radio', { name: '中国' }).click();
    expect(onMarketChange).toHaveBeenCalledWith('cny');
    await form.getByRole('radio', { name: '企業' }).click();
    expect(onCategoryChange).toHaveBeenCalledWith('companies');
    // The create button waits while a form is open; "save and publish again" is for unpublished articles only.
    await expect.element(page.getByRole('button', { name: '記事を作成' })).toBeDisabled();
    expect(form.getByRole('button', { name: '保存して再公開' }).all()).toHaveLength(0);
    await form.getByRole('button', { name: '公開する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await form.getByRole('button', { name: 'キャンセル' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows what is wrong with the form', async () => {
    await renderWithKabuto(
      <AdminNewsScreen
        {...adminNewsProps}
        editor={{ ...adminNewsCreate, formError: '入力内容を確認してください。', categoryError: '選んでください' }}
      />,
    );
    await expect.element(page.getByRole('alert').filter({ hasText: '入力内容を確認してください。' })).toBeVisible();
    await expect.element(page.getByText('選んでください')).toBeVisible();
  });

  it('edits an unpublished article with its texts and can publish it again', async () => {
    const onSubmitAndPublish = vi.fn();
    await renderWithKabuto(<AdminNewsScreen {...adminNewsProps} editor={{ ...adminNewsEdit(), onSubmitAndPublish }} />);
    const form = page.getByRole('form', { name: '記事 1402 を編集' });
    await expect
      .element(form.getByRole('textbox', { name: 'タイトル（英語）' }))
      .toHaveValue('US stocks move to daylight saving time');
    await expect.element(form.getByRole('radio', { name: '市況・経済' })).toBeChecked();
    await form.getByRole('button', { name: '保存して再公開' }).click();
    expect(onSubmitAndPublish).toHaveBeenCalledOnce();
    await expect.element(form.getByRole('button', { name: '保存', exact: true })).toBeVisible();
  });

  it('confirms an unpublish by the article’s title, then sends it', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    await renderWithKabuto(
      <AdminNewsScreen {...adminNewsProps} unpublish={{ articleId: '1408', onConfirm, onCancel, pending: false }} />,
    );
    const dialog = page.getByRole('alertdialog', { name: '記事を非公開にしますか？' });
    await expect.element(dialog).toHaveTextContent('「年末年始の営業日のお知らせ」はユーザーに表示されなくなります。');
    await dialog.getByRole('button', { name: '非公開にする' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('offers a retry when the list cannot load', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<AdminNewsScreen {...adminNewsProps} status="error" articles={[]} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says which list is empty', async () => {
    await renderWithKabuto(
      <AdminNewsScreen
        {...adminNewsProps}
        filter="unpublished"
        articles={[]}
        pageInfo={{ page: 1, size: 20, total: 0 }}
      />,
    );
    await expect.element(page.getByText('非公開の記事はありません')).toBeVisible();
    await expect.element(page.getByText('「記事を作成」から公開できます。')).toBeVisible();
  });

  it('announces loading', async () => {
    await renderWithKabuto(<AdminNewsScreen {...adminNewsProps} status="loading" articles={[]} />);
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
  });
});

describe('AdminNewsScreen excerpt', () => {
  it('shows only the first paragraph of the body under the title', async () => {
    await renderWithKabuto(<AdminNewsScreen {...adminNewsProps} />);
    const row = page.getByRole('listitem', { name: '記事「年末年始の営業日のお知らせ」' });
    await expect.element(row).toHaveTextContent('取引・出金はできません。');
    expect(row.element().textContent).not.toContain('入金の反映は1月5日以降になります。');
  });
});
