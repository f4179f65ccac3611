import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

describe('LanguageSwitch', () => {
  it('shows the current language and reports a new choice', async () => {
    const onValueChange = vi.fn();
    await renderWithKabuto(<LanguageSwitch value="jp" onValueChange={onValueChange} />);
    const group = page.getByRole('group', { name: '言語' });
    await expect.element(group.getByRole('radio', { name: '日本語' })).toBeChecked();
    await group.getByRole('radio', { name: 'English' }).click();
    expect(onValueChange).toHaveBeenCalledWith('us');
  });
});
