import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles from its label and reports changes', async () => {
    const onChange = vi.fn();
    await renderWithKabuto(<Checkbox name="agree" label="同意します" onChange={onChange} />);
    const checkbox = page.getByRole('checkbox', { name: '同意します' });
    await expect.element(checkbox).not.toBeChecked();
    await page.getByText('同意します').click();
    await expect.element(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('keeps a link in its label and shows an error', async () => {
    await renderWithKabuto(
      <Checkbox
        name="agree"
        label={
          <>
            <a href="#/mine/protocol">利用規約</a>に同意します
          </>
        }
        errorMessage="同意が必要です"
      />,
    );
    await expect.element(page.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '#/mine/protocol');
    const checkbox = page.getByRole('checkbox');
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect.element(checkbox).toHaveAccessibleDescription('同意が必要です');
  });
});
