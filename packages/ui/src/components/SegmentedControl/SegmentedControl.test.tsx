import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { isCut, textLines } from '../../internal/lines.ts';
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

  it('marks a toned option, so the selected buy or sell segment takes the market colour', async () => {
    await renderWithKabuto(
      <SegmentedControl
        label="売買"
        defaultValue="sell"
        options={[
          { value: 'buy', label: '買い', tone: 'up' },
          { value: 'sell', label: '売り', tone: 'down' },
        ]}
      />,
    );
    const sell = page.getByRole('radio', { name: '売り' });
    await expect.element(sell).toHaveAttribute('data-tone', 'down');
    await expect.element(page.getByRole('radio', { name: '買い' })).toHaveAttribute('data-tone', 'up');
    const colour = (element: Element) => getComputedStyle(element).color;
    const buyColour = colour(page.getByRole('radio', { name: '買い' }).element());
    // Only the selected segment is coloured.
    expect(colour(sell.element())).not.toBe(buyColour);
  });

  it('gives long labels the space, never breaking one: wider segments, smaller type, then rows', async () => {
    const sorts = ['コード順', '値上がり率', '値下がり率', '売買代金'].map((label, index) => ({
      value: `${index}`,
      label,
    }));
    for (const [width, layout] of [
      ['30rem', 'equal'],
      ['21.5rem', 'content'],
      ['17.5rem', 'compact'],
      ['10rem', 'rows'],
    ] as const) {
      const screen = await renderWithKabuto(
        <div style={{ width }}>
          <SegmentedControl label="並び順" options={sorts} />
        </div>,
      );
      await expect.element(page.getByRole('radiogroup', { name: '並び順' })).toHaveAttribute('data-fit', layout);
      for (const { label } of sorts) {
        const text = page.getByRole('radio', { name: label }).element().firstElementChild as HTMLElement;
        expect(textLines(text), `${label} at ${width}`).toBe(1);
        expect(isCut(text), `${label} at ${width}`).toBe(false);
      }
      await screen.unmount();
    }
  });
});
