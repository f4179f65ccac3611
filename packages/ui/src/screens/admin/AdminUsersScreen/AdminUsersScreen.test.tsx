import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminUsersScreen } from './AdminUsersScreen.tsx';
import { adminUsersProps } from './AdminUsersScreen.fixtures.ts';

describe('AdminUsersScreen', () => {
  it('lists users with their yen balances, restrictions and a link to each', async () => {
    await renderWithKabuto(<AdminUsersScreen {...adminUsersProps} />);
    const list = page.getByRole('region', { name: 'ユーザー一覧' });
    await expect.element(list.getByRole('link')).toHaveLength(3);
    const first = list.getByRole('link').first();
    await expect.element(first).toHaveAttribute('href', '#/admin/users/0901234567');
    await expect.element(first).toHaveTextContent('￥1,250,000.00');
    await expect.element(first).toHaveTextContent('制限なし');
    const second = list.getByRole('link').nth(1);
    await expect.element(second).toHaveTextContent('￥98,765,432.10');
    await expect.element(second).toHaveTextContent('凍結');
    await expect.element(second).toHaveTextContent('出金停止');
    await expect.element(second).toHaveTextContent('最終ログイン なし');
  });

  it('searches with the button and with Enter, trimmed', async () => {
    const onSearch = vi.fn();
    await renderWithKabuto(<AdminUsersScreen {...adminUsersProps} onSearch={onSearch} />);
    const field = page.getByLabelText('アカウントまたは氏名で検索');
    await field.fill(' 0901 ');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    expect(onSearch).toHaveBeenLastCalledWith('0901');
    await field.fill('山田');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('山田');
  });

  it('filters by restriction', async () => {
    const onFlagChange = vi.fn();
    await renderWithKabuto(<AdminUsersScreen {...adminUsersProps} onFlagChange={onFlagChange} />);
    await page.getByLabelText('制限で絞り込み').click();
    await page.getByRole('option', { name: 'ログイン禁止' }).click();
    expect(onFlagChange).toHaveBeenCalledWith('loginBanned');
  });

  it('pages through a long list', async () => {
    const onPageChange = vi.fn();
    await renderWithKabuto(
      <AdminUsersScreen {...adminUsersProps} pageInfo={{ page: 2, size: 20, total: 45 }} onPageChange={onPageChange} />,
    );
    await expect.element(page.getByText('2 / 3ページ（全45件）')).toBeVisible();
    await page.getByRole('button', { name: '次へ' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await page.getByRole('button', { name: '前へ' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('has loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const screen = await renderWithKabuto(
      <AdminUsersScreen {...adminUsersProps} status="error" users={[]} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await screen.unmount();

    const empty = await renderWithKabuto(<AdminUsersScreen {...adminUsersProps} users={[]} />);
    await expect.element(page.getByText('該当するユーザーはいません')).toBeVisible();
    await empty.unmount();

    await renderWithKabuto(<AdminUsersScreen {...adminUsersProps} status="loading" users={[]} />);
    await expect.element(page.getByRole('status', { name: '読み込み中' })).toHaveAttribute('aria-busy', 'true');
  });
});
