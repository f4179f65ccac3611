import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Slider } from './Slider.tsx';

const options = ['1', '2', '3', '3.3'];

describe('Slider', () => {
  it('is a named slider whose value is spoken and shown as a multiple', async () => {
    const onValueChange = vi.fn();
    await renderWithKabuto(
      <Slider label="レバレッジ" options={options} defaultValue="2" onValueChange={onValueChange} />,
    );
    const slider = page.getByRole('slider', { name: 'レバレッジ' });
    await expect.element(slider).toHaveAttribute('aria-valuetext', '×2');
    await slider.click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '×3');
    expect(onValueChange).toHaveBeenLastCalledWith('3');
    await userEvent.keyboard('{End}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '×3.3');
    expect(onValueChange).toHaveBeenLastCalledWith('3.3');
    await userEvent.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith('1');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('3.3');
      return (
        <>
          <Slider label="レバレッジ" options={options} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    await renderWithKabuto(<Controlled />);
    const slider = page.getByRole('slider', { name: 'レバレッジ' });
    await expect.element(slider).toHaveAttribute('aria-valuetext', '×3.3');
    await slider.click();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('status')).toHaveTextContent('3');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '×3');
  });
});
