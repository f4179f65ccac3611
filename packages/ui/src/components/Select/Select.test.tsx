import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Select } from './Select.tsx';

const options = [
  { value: 'tokutei', label: '特定口座' },
  { value: 'ippan', label: '一般口座' },
];

describe('Select', () => {
  it('shows the default placeholder and chooses an option by pointer', async () => {
    const onValueChange = vi.fn();
    await renderWithKabuto(<Select label="口座区分" options={options} onValueChange={onValueChange} />);
    const trigger = page.getByRole('combobox', { name: '口座区分' });
    await expect.element(trigger).toHaveTextContent('選択してください');
    await trigger.click();
    await page.getByRole('option', { name: '一般口座' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('ippan');
    await expect.element(trigger).toHaveTextContent('一般口座');
  });

  it('is keyboard operable and controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('tokutei');
      return <Select label="口座区分" options={options} value={value} onValueChange={setValue} />;
    }
    await renderWithKabuto(<Controlled />);
    await userEvent.tab();
    const trigger = page.getByRole('combobox', { name: '口座区分' });
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    // Radix moves focus into the list after it opens; a keyboard user starts from the selected option.
    await expect.element(page.getByRole('option', { name: '特定口座' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: '一般口座' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger).toHaveTextContent('一般口座');
  });

  it('marks an invalid field and describes it with the error', async () => {
    await renderWithKabuto(<Select label="口座区分" options={options} invalid errorMessage="選んでください" />);
    const trigger = page.getByRole('combobox', { name: '口座区分' });
    await expect.element(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect.element(trigger).toHaveAccessibleDescription('選んでください');
  });
});
