import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { NumberField } from './NumberField.tsx';

describe('NumberField', () => {
  it('steps to the next tick with the named buttons and arrow keys, clamped to min and max', async () => {
    const onValueChange = vi.fn();
    await renderWithKabuto(
      <NumberField
        label="数量"
        integer
        step="100"
        min="0"
        max="300"
        defaultValue="150"
        onValueChange={onValueChange}
      />,
    );
    const input = page.getByRole('textbox', { name: '数量' });
    await expect.element(input).toHaveAttribute('inputmode', 'numeric');
    const plus = page.getByRole('button', { name: '数量 増やす' });
    const minus = page.getByRole('button', { name: '数量 減らす' });
    await plus.click();
    await expect.element(input).toHaveValue('200');
    expect(onValueChange).toHaveBeenLastCalledWith('200');
    await plus.click();
    await expect.element(input).toHaveValue('300');
    await expect.element(plus).toBeDisabled();
    await input.click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(input).toHaveValue('200');
    await minus.click();
    await minus.click();
    await expect.element(input).toHaveValue('0');
    await expect.element(minus).toBeDisabled();
  });

  it('converts full-width digits and keeps decimals exact when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <NumberField label="価格" step="0.1" min="0" value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    await renderWithKabuto(<Controlled />);
    const input = page.getByRole('textbox', { name: '価格' });
    await expect.element(input).toHaveAttribute('inputmode', 'decimal');
    await input.fill('０．２円');
    await expect.element(input).toHaveValue('0.2');
    await page.getByRole('button', { name: '価格 増やす' }).click();
    await expect.element(input).toHaveValue('0.3');
    await expect.element(page.getByRole('status')).toHaveTextContent('0.3');
  });

  it('works uncontrolled with register()-style props and reports errors', async () => {
    const onChange = vi.fn();
    let element: HTMLInputElement | null = null;
    await renderWithKabuto(
      <NumberField
        label="数量"
        name="quantity"
        integer
        onChange={onChange}
        ref={(node) => {
          element = node;
        }}
        invalid
        errorMessage="100株単位で入力してください"
      />,
    );
    const input = page.getByRole('textbox', { name: '数量' });
    await input.fill('1.5a');
    await expect.element(input).toHaveValue('15');
    await page.getByRole('button', { name: '数量 増やす' }).click();
    await expect.element(input).toHaveValue('16');
    expect(onChange).toHaveBeenCalled();
    expect(element!.name).toBe('quantity');
    expect(element!.value).toBe('16');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('100株単位で入力してください');
  });
});
