import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    await renderWithKabuto(<IconButton icon="close" label="閉じる" onClick={onClick} />);
    const button = page.getByRole('button', { name: '閉じる' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    await renderWithKabuto(<IconButton icon="search" label="検索" disabled onClick={onClick} />);
    const button = page.getByRole('button', { name: '検索' });
    await expect.element(button).toBeDisabled();
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });
});
