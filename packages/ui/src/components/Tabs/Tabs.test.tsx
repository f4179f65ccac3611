import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { isCut, textLines } from '../../internal/lines.ts';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Tabs } from './Tabs.tsx';

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="holdings" onValueChange={onValueChange}>
      <Tabs.List aria-label="保有状況">
        <Tabs.Trigger value="holdings">保有銘柄</Tabs.Trigger>
        <Tabs.Trigger value="orders">注文中</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="holdings">保有一覧</Tabs.Content>
      <Tabs.Content value="orders">注文一覧</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('switches panels by click', async () => {
    const onValueChange = vi.fn();
    await renderWithKabuto(<Example onValueChange={onValueChange} />);
    await expect.element(page.getByRole('tablist', { name: '保有状況' })).toBeInTheDocument();
    await expect.element(page.getByRole('tab', { name: '保有銘柄' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: '保有銘柄' })).toHaveTextContent('保有一覧');
    await page.getByRole('tab', { name: '注文中' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('orders');
    await expect.element(page.getByRole('tabpanel', { name: '注文中' })).toHaveTextContent('注文一覧');
  });

  it('moves with arrow keys and can be controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('orders');
      return (
        <Tabs.Root value={value} onValueChange={setValue}>
          <Tabs.List aria-label="期間" variant="pill" fullWidth={false}>
            <Tabs.Trigger value="day">1日</Tabs.Trigger>
            <Tabs.Trigger value="orders">1週</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
      );
    }
    await renderWithKabuto(<Controlled />);
    await userEvent.tab();
    await expect.element(page.getByRole('tab', { name: '1週' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: '1日' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps every tab in sight with its label whole: tighter, then in rows, never a strip that scrolls', async () => {
    const labels = ['すべて', 'ニュース', '新規公開株', 'お知らせ', 'マーケット'];
    for (const [width, layout] of [
      ['40rem', 'regular'],
      ['15rem', 'rows'],
    ] as const) {
      const screen = await renderWithKabuto(
        <div style={{ width }}>
          <Tabs.Root defaultValue="0">
            <Tabs.List aria-label="カテゴリー">
              {labels.map((label, index) => (
                <Tabs.Trigger key={label} value={`${index}`}>
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
        </div>,
      );
      const list = page.getByRole('tablist', { name: 'カテゴリー' });
      await expect.element(list).toHaveAttribute('data-fit', layout);
      const box = list.element().getBoundingClientRect();
      for (const label of labels) {
        const tab = page.getByRole('tab', { name: label }).element();
        const text = tab.firstElementChild as HTMLElement;
        expect(textLines(text), `${label} at ${width}`).toBe(1);
        expect(isCut(text), `${label} at ${width}`).toBe(false);
        expect(tab.getBoundingClientRect().right, `${label} at ${width}`).toBeLessThanOrEqual(box.right + 1);
      }
      await screen.unmount();
    }
  });
});
