import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminAuditScreen } from './AdminAuditScreen.tsx';
import { adminAuditFilters, adminAuditProps } from './AdminAuditScreen.fixtures.ts';

describe('AdminAuditScreen', () => {
  it('lists each action with its target, changes, reason and operator, and offers no way to edit', async () => {
    await renderWithKabuto(<AdminAuditScreen {...adminAuditProps} />);
    const list = page.getByRole('region', { name: '監査ログの記録' });
    const first = list.getByRole('listitem').first();
    await expect.element(first).toHaveTextContent('ユーザー制限の変更');
    await expect.element(first).toHaveTextContent('対象: ユーザー 0901234567');
    await expect.element(first).toHaveTextContent('frozen: 0 → 1');
    await expect.element(first).toHaveTextContent('理由: 不審なログインを確認したため一時的に凍結します。');
    await expect.element(first).toHaveTextContent('0000000001 · IP 198.51.100.4');
    await expect.element(list.getByText('value: Kabuto → Kabuto Securities (simulator)')).toBeVisible();
    expect(list.getByRole('button').elements()).toHaveLength(0);
  });

  it('filters by operator, action and days', async () => {
    const onActionChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onReset = vi.fn();
    await renderWithKabuto(
      <AdminAuditScreen {...adminAuditProps} filters={{ ...adminAuditFilters, onActionChange, onSubmit, onReset }} />,
    );
    await expect.element(page.getByLabelText('開始日')).toHaveAttribute('type', 'date');
    await page.getByLabelText('操作', { exact: true }).click();
    await page.getByRole('option', { name: 'サイト設定の変更' }).click();
    expect(onActionChange).toHaveBeenCalledWith('config_updated');
    await page.getByRole('button', { name: '絞り込む' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await page.getByRole('button', { name: '条件をクリア' }).click();
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('shows an unknown action by its code rather than a blank', async () => {
    await renderWithKabuto(
      <AdminAuditScreen {...adminAuditProps} entries={[{ ...adminAuditProps.entries[0]!, action: 'future_action' }]} />,
    );
    await expect.element(page.getByText('future_action')).toBeVisible();
  });

  it('has empty and error states', async () => {
    const onRetry = vi.fn();
    const error = await renderWithKabuto(
      <AdminAuditScreen {...adminAuditProps} status="error" entries={[]} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await error.unmount();
    await renderWithKabuto(<AdminAuditScreen {...adminAuditProps} entries={[]} />);
    await expect.element(page.getByText('該当する記録はありません')).toBeVisible();
  });
});
