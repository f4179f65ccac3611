import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('ConfirmDialog', () => {
  it('asks with default labels, confirms and closes', async () => {
    const onConfirm = vi.fn();
    await renderWithKabuto(
      <ConfirmDialog
        title="ポジションの決済"
        message="このポジションを決済しますか？"
        tone="critical"
        onConfirm={onConfirm}
        trigger={<button type="button">決済</button>}
      />,
    );
    await page.getByRole('button', { name: '決済' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'ポジションの決済' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('このポジションを決済しますか？');
    await page.getByRole('button', { name: '確定する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('cancels without confirming, also with Escape', async () => {
    const onConfirm = vi.fn();
    await renderWithKabuto(
      <ConfirmDialog
        title="確認"
        message="よろしいですか？"
        onConfirm={onConfirm}
        trigger={<button type="button">開く</button>}
      />,
    );
    await page.getByRole('button', { name: '開く' }).click();
    await page.getByRole('button', { name: 'キャンセル' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await page.getByRole('button', { name: '開く' }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disables both buttons and shows progress while pending', async () => {
    const onOpenChange = vi.fn();
    await renderWithKabuto(
      <ConfirmDialog
        open
        pending
        title="確認"
        message="よろしいですか？"
        onConfirm={() => {}}
        onOpenChange={onOpenChange}
      />,
    );
    const confirm = page.getByRole('button', { name: /確定する/ });
    await expect.element(confirm).toBeDisabled();
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('stays pending until a returned promise settles', async () => {
    let resolve = () => {};
    const onConfirm = () => new Promise<void>((r) => (resolve = r));
    await renderWithKabuto(<ConfirmDialog defaultOpen title="確認" message="よろしいですか？" onConfirm={onConfirm} />);
    await page.getByRole('button', { name: '確定する' }).click();
    await expect.element(page.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    resolve();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sets its buttons in a row on a wide screen', async () => {
    await page.viewport(1280, 800);
    try {
      await renderWithKabuto(
        <ConfirmDialog
          open
          title="凍結の解除"
          message="このユーザーの凍結を解除しますか？"
          confirmLabel="メッセージを送って凍結を解除する"
          onConfirm={() => {}}
        />,
      );
      const cancel = page.getByRole('button', { name: 'キャンセル' }).element().getBoundingClientRect();
      const confirm = page
        .getByRole('button', { name: 'メッセージを送って凍結を解除する' })
        .element()
        .getBoundingClientRect();
      expect(cancel.top).toBe(confirm.top);
      expect(cancel.right).toBeLessThan(confirm.left);
    } finally {
      await page.viewport(390, 844);
    }
  });

  it('shows details under the question, outside the accessible description', async () => {
    await renderWithKabuto(
      <ConfirmDialog
        open
        title="注文内容の確認"
        message="この内容で買い注文を出しますか？"
        details={<p>合計 ￥150,074</p>}
        onConfirm={() => undefined}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '注文内容の確認' });
    await expect.element(dialog).toHaveTextContent('合計 ￥150,074');
    await expect.element(dialog).toHaveAccessibleDescription('この内容で買い注文を出しますか？');
  });
});
