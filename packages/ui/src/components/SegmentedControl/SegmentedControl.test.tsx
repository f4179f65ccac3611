import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { SegmentedControl } from './SegmentedControl.tsx';

const options = [
  { value: 'jpy', label: '日本株' },
  { value: 'usd', label: '米国株' },
  { value: 'cny', label: '中国株' },
];

describe('SegmentedControl', () => {
  it('selects one option and never becomes empty', async () => {
    const onValueChange = vi.fn();
    await renderWithKabuto(<SegmentedControl label="市場" options={options} onValueChange={onValueChange} />);
    await expect.element(page.getByRole('radiogroup', { name: '市場' })).toBeInTheDocument();
    const jpy = page.getByRole('radio', { name: '日本株' });
    await expect.element(jpy).toBeChecked();
    await jpy.click();
    await expect.element(jpy).toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
    await page.getByRole('radio', { name: '米国株' }).click();
    await expect.element(page.getByRole('radio', { name: '米国株' })).toBeChecked();
    await expect.element(jpy).not.toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('usd');
  });

  it('is controlled and keyboard operable', async () => {
    function Controlled() {
      const [value, setValue] = useState('cny');
      return <SegmentedControl label="市場" options={options} value={value} onValueChange={setValue} />;
    }
    await renderWithKabuto(<Controlled />);
    const cny = page.getByRole('radio', { name: '中国株' });
    await expect.element(cny).toBeChecked();
    await userEvent.tab();
    await expect.element(cny).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('radio', { name: '米国株' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('radio', { name: '米国株' })).toBeChecked();
  });
});
