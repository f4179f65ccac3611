import { memo, useImperativeHandle, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import type { QuoteRowItem } from '../QuoteRow/QuoteRow.tsx';
import { QuoteList, defaultRowHeight, virtualizeAbove } from './QuoteList.tsx';
import { quoteItems, tickingQuoteItems, useTickingQuotes } from './QuoteList.fixtures.ts';
import { useAnimationFrameValue } from './useAnimationFrameValue.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('QuoteList', () => {
  it('is a named list that virtualizes hundreds of rows', async () => {
    await renderWithKabuto(<QuoteList items={quoteItems(500)} />);
    const list = page.getByRole('list', { name: '銘柄一覧' });
    await expect.element(list).toBeVisible();
    const rendered = page.getByRole('listitem').all();
    expect(rendered.length).toBeGreaterThan(3);
    expect(rendered.length).toBeLessThan(60);
    await expect.element(page.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '500');
    await expect.element(page.getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1');
  });

  it('renders a short list whole, each row in its own slot, and virtualizes once it grows long', async () => {
    function Growing({ ref }: { ref: Ref<(count: number) => void> }) {
      const [count, setCount] = useState(virtualizeAbove);
      useImperativeHandle(ref, () => setCount, []);
      return <QuoteList items={quoteItems(count)} />;
    }
    const grow: { current: ((count: number) => void) | null } = { current: null };
    await renderWithKabuto(<Growing ref={grow} />);
    await expect.element(page.getByRole('listitem').nth(virtualizeAbove - 1)).toBeInTheDocument();
    const rows = page.getByRole('listitem').all();
    expect(rows).toHaveLength(virtualizeAbove);
    const last = rows[virtualizeAbove - 1]!.element() as HTMLElement;
    expect(last.getAttribute('aria-posinset')).toBe(String(virtualizeAbove));
    expect(last.style.transform).toBe(`translateY(${(virtualizeAbove - 1) * defaultRowHeight}px)`);

    grow.current?.(400);
    await expect.element(page.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '400');
    expect(page.getByRole('listitem').all().length).toBeLessThan(60);
  });

  it('selects a row by code, or links with getHref', async () => {
    const onSelect = vi.fn();
    await renderWithKabuto(<QuoteList items={quoteItems(5)} onSelect={onSelect} />);
    await userEvent.click(page.getByRole('button', { name: /1302/ }));
    expect(onSelect).toHaveBeenCalledWith('1302');
  });

  it('links rows with getHref', async () => {
    await renderWithKabuto(<QuoteList items={quoteItems(5)} getHref={(code) => `/stocks/${code}`} />);
    await expect.element(page.getByRole('link', { name: /1303/ })).toHaveAttribute('href', '/stocks/1303');
  });

  it('shows loading and empty states', async () => {
    await renderWithKabuto(
      <>
        <QuoteList items={[]} status="loading" />
        <QuoteList items={[]} status="ready" />
      </>,
    );
    await expect.element(page.getByRole('status', { name: '銘柄を読み込み中' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByText('データがありません')).toBeVisible();
  });

  it('shows the error state with retry', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<QuoteList items={quoteItems(3)} status="error" onRetry={onRetry} />);
    await expect.element(page.getByRole('alert')).toBeVisible();
    await userEvent.click(page.getByRole('alert').getByRole('button'));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the latest items after many updates within a frame', async () => {
    let push: (items: QuoteRowItem[]) => void = () => {};
    function Feed() {
      const [items, setItems] = useState(() => quoteItems(10));
      push = (next) => flushSync(() => setItems(next));
      return <QuoteList items={items} />;
    }
    await renderWithKabuto(<Feed />);
    await expect.element(page.getByRole('button', { name: /1301/ })).toHaveTextContent('1,000.0');
    for (let tick = 1; tick <= 50; tick += 1) push(quoteItems(10, tick));
    await expect.element(page.getByRole('button', { name: /1301/ })).toHaveTextContent('1,050.0');
  });

  it('keeps each instrument in its own row as prices tick and as the instruments reorder', async () => {
    let push: (items: QuoteRowItem[]) => void = () => {};
    function Feed() {
      const [items, setItems] = useState(() => quoteItems(100));
      push = setItems;
      return <QuoteList items={items} />;
    }
    const rowOf = (code: string) =>
      page
        .getByRole('button', { name: new RegExp(code) })
        .element()
        .closest<HTMLElement>('[role="listitem"]');
    await renderWithKabuto(<Feed />);
    await expect.element(page.getByRole('button', { name: /1301/ })).toBeVisible();
    const first = rowOf('1301');
    const second = rowOf('1302');

    push(quoteItems(100, 1)); // a tick: new prices, the same instruments in the same order
    await expect.element(page.getByRole('button', { name: /1301/ })).toHaveTextContent('1,001.0');
    expect(rowOf('1301')).toBe(first);

    const [a, b, ...rest] = quoteItems(100, 2);
    push([b!, a!, ...rest]); // the first two swap places: their rows move with them
    await expect.element(first).toHaveAttribute('aria-posinset', '2');
    expect(rowOf('1301')).toBe(first);
    expect(rowOf('1302')).toBe(second);
    expect(second?.getAttribute('aria-posinset')).toBe('1');
  });
});

describe('useAnimationFrameValue', () => {
  it('renders at most once per animation frame', async () => {
    let childRenders = 0;
    let parentRenders = 0;
    const Child = memo(function Child({ value }: { value: number }) {
      childRenders += 1;
      return <output>{value}</output>;
    });
    interface Handle {
      set: (value: number) => void;
    }
    function Harness({ ref }: { ref: Ref<Handle> }) {
      const [value, setValue] = useState(0);
      parentRenders += 1;
      useImperativeHandle(ref, () => ({ set: (next) => flushSync(() => setValue(next)) }), []);
      return <Child value={useAnimationFrameValue(value)} />;
    }
    const handle: { current: Handle | null } = { current: null };
    await renderWithKabuto(<Harness ref={handle} />);
    await nextFrame();
    await nextFrame();
    const before = { child: childRenders, parent: parentRenders };

    // 100 synchronous commits, all within one frame.
    for (let value = 1; value <= 100; value += 1) handle.current!.set(value);
    expect(parentRenders - before.parent).toBe(100);
    expect(childRenders).toBe(before.child);

    await nextFrame();
    await nextFrame();
    expect(childRenders - before.child).toBe(1);
    expect(document.querySelector('output')?.textContent).toBe('100');
  });
});

describe('the ticking benchmark feed', () => {
  it('changes every row on every tick, in exact decimal strings', () => {
    const problems: string[] = [];
    // 100 ticks cover a whole wave of the largest amplitude (49), so every turn of direction is checked.
    for (let tick = 1; tick <= 100; tick += 1) {
      const before = tickingQuoteItems(500, tick - 1);
      const after = tickingQuoteItems(500, tick);
      after.forEach((item, index) => {
        if (item.price === before[index]!.price) problems.push(`row ${index} unchanged at tick ${tick}`);
        if (!/^\d+\.\d$/.test(item.price ?? '')) problems.push(`row ${index} price ${item.price}`);
        if (item.flash !== 'up' && item.flash !== 'down') problems.push(`row ${index} has no flash at ${tick}`);
      });
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('ticks at the given rate and stops when unmounted', async () => {
    let ticks = 0;
    const onTick = () => {
      ticks += 1;
    };
    function Feed() {
      const items = useTickingQuotes(500, 20, true, onTick);
      return <QuoteList items={items} />;
    }
    const screen = await renderWithKabuto(<Feed />);
    const first = page.getByRole('button', { name: /1301/ });
    const initial = first.element().textContent;
    await expect.poll(() => first.element().textContent).not.toBe(initial);
    await expect.poll(() => ticks).toBeGreaterThan(3);
    await screen.unmount();
    const atUnmount = ticks;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ticks).toBe(atUnmount);
  });
});
