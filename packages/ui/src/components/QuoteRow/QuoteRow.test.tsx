import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { QuoteRow } from './QuoteRow.tsx';
import { sony, toyota } from './QuoteRow.fixtures.ts';

describe('QuoteRow', () => {
  it('is a button that selects its code, showing price, change and percent', async () => {
    const onSelect = vi.fn();
    await renderWithKabuto(<QuoteRow {...toyota} onSelect={onSelect} />);
    const button = page.getByRole('button', { name: /トヨタ自動車/ });
    await expect.element(button).toHaveTextContent('7203');
    await expect.element(button).toHaveTextContent('3,120.5');
    await expect.element(button).toHaveTextContent('+￥45.50');
    await expect.element(button).toHaveTextContent('+1.48%');
    await userEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith('7203');
  });

  it('is keyboard operable', async () => {
    const onSelect = vi.fn();
    await renderWithKabuto(<QuoteRow {...sony} onSelect={onSelect} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: /ソニーグループ/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('6758');
    expect(document.body.textContent).toContain('▼');
    expect(document.body.textContent).toContain('-1.61%');
  });

  it('is a link with href', async () => {
    await renderWithKabuto(<QuoteRow {...toyota} href="/stocks/7203" />);
    await expect.element(page.getByRole('link', { name: /トヨタ自動車/ })).toHaveAttribute('href', '/stocks/7203');
  });

  it('flashes a tick and has a fixed height', async () => {
    await renderWithKabuto(
      <>
        <QuoteRow {...toyota} flash="up" />
        <QuoteRow {...sony} name={'とても長い銘柄名'.repeat(20)} />
      </>,
    );
    const button = page.getByRole('button', { name: /トヨタ自動車/ });
    await expect.element(button).toHaveAttribute('data-flash', 'up');
    const heights = [...document.querySelectorAll('button')].map((element) => element.getBoundingClientRect().height);
    expect(heights[0]).toBeGreaterThan(0);
    expect(heights[1]).toBe(heights[0]);
  });

  it('fades its tint on every new price, rewinding one animation rather than piling them up', async () => {
    let setPrice: (price: string) => void = () => {};
    function Ticking() {
      const [price, set] = useState(toyota.price);
      setPrice = set;
      return <QuoteRow {...toyota} price={price} flash="up" />;
    }
    await renderWithKabuto(<Ticking />);
    const tint = page
      .getByRole('button', { name: /トヨタ自動車/ })
      .element()
      .querySelector('[aria-hidden="true"]');
    await expect.poll(() => tint?.getAnimations().length).toBe(1);
    const [fade] = tint!.getAnimations();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = Number(fade!.currentTime);
    expect(before).toBeGreaterThan(100);

    setPrice('3121.0');
    await expect.poll(() => Number(fade!.currentTime)).toBeLessThan(before);
    expect(tint!.getAnimations()).toEqual([fade]);
  });

  it('does not tint without a flash', async () => {
    await renderWithKabuto(<QuoteRow {...toyota} />);
    const tint = page
      .getByRole('button', { name: /トヨタ自動車/ })
      .element()
      .querySelector('[aria-hidden="true"]');
    expect(tint?.getAnimations()).toEqual([]);
  });
});
