import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Sheet } from './Sheet.tsx';

describe('Sheet', () => {
  it('opens from its trigger as a named dialog and closes with the close button and Escape', async () => {
    await renderWithKabuto(
      <Sheet title="マイページ" trigger={<button type="button">開く</button>}>
        <p>内容</p>
      </Sheet>,
    );
    await page.getByRole('button', { name: '開く' }).click();
    const dialog = page.getByRole('dialog', { name: 'マイページ' });
    await expect.element(dialog).toBeVisible();
    await page.getByRole('button', { name: '閉じる' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await page.getByRole('button', { name: '開く' }).click();
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
