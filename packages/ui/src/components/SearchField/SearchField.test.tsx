import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  it('reports typing, submits on Enter and clears with the named button', async () => {
    const onValueChange = vi.fn();
    const onSubmit = vi.fn();
    await renderWithKabuto(
      <SearchField label="銘柄を検索" hideLabel onValueChange={onValueChange} onSubmit={onSubmit} />,
    );
    const input = page.getByRole('searchbox', { name: '銘柄を検索' });
    await expect.element(page.getByRole('button', { name: '検索語を消去' })).not.toBeInTheDocument();
    await input.fill('7203');
    expect(onValueChange).toHaveBeenLastCalledWith('7203');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('7203');
    await page.getByRole('button', { name: '検索語を消去' }).click();
    await expect.element(input).toHaveValue('');
    await expect.element(input).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('is controlled and clears with Escape', async () => {
    function Controlled() {
      const [value, setValue] = useState('トヨタ');
      return <SearchField label="銘柄を検索" value={value} onValueChange={setValue} />;
    }
    await renderWithKabuto(<Controlled />);
    const input = page.getByRole('searchbox', { name: '銘柄を検索' });
    await expect.element(input).toHaveValue('トヨタ');
    await input.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveValue('');
  });
});
