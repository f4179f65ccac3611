import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'market', label: '成行', description: 'すぐに売買' },
  { value: 'limit', label: '指値' },
];

describe('RadioGroup', () => {
  it('is a named group whose options select by click and arrow keys', async () => {
    const onValueChange = vi.fn();
    await renderWithKabuto(<RadioGroup label="注文方法" options={options} onValueChange={onValueChange} />);
    await expect.element(page.getByRole('radiogroup', { name: '注文方法' })).toBeInTheDocument();
    const market = page.getByRole('radio', { name: '成行' });
    await expect.element(market).toHaveAccessibleDescription('すぐに売買');
    await market.click();
    expect(onValueChange).toHaveBeenLastCalledWith('market');
    await expect.element(market).toBeChecked();
    await expect.element(market).toHaveFocus();
    // Arrow keys move focus (and selection in a focused window); Space selects the focused option.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: '指値' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('radio', { name: '指値' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('limit');
  });

  it('selects by clicking the label and reports errors', async () => {
    await renderWithKabuto(
      <RadioGroup label="注文方法" options={options} value="market" invalid errorMessage="選んでください" />,
    );
    const group = page.getByRole('radiogroup', { name: '注文方法' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('選んでください');
    await expect.element(page.getByRole('radio', { name: '成行' })).toBeChecked();
  });
});
