import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { RecordRow } from './RecordRow.tsx';

describe('RecordRow', () => {
  it('shows type, stock, order number, time in the given zone and a signed amount', async () => {
    await renderWithKabuto(
      <RecordRow
        typeLabel="現物買付"
        orderNumber="A-42"
        recordNumber="9001"
        time="2026-11-20T01:15:00Z"
        amount="-284550"
        currency="JPY"
        stockName="トヨタ自動車"
        stockCode="7203"
        status={<span>約定</span>}
      />,
    );
    await expect.element(page.getByText('現物買付')).toBeVisible();
    await expect.element(page.getByText('トヨタ自動車')).toBeVisible();
    await expect.element(page.getByText('7203')).toBeVisible();
    await expect.element(page.getByText('注文番号 A-42')).toBeVisible();
    expect(document.body.textContent).not.toContain('9001');
    const time = document.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-11-20T01:15:00Z');
    expect(time.textContent).toContain('10:15');
    expect(document.body.textContent).toMatch(/-[¥￥]284,550/);
    expect(page.getByRole('link').elements()).toHaveLength(0);
  });

  it('is a link with href and marks credits with a plus', async () => {
    await renderWithKabuto(
      <RecordRow
        typeLabel="入金"
        recordNumber="D-1"
        time="2026-11-20T01:15:00Z"
        amount="100000"
        currency="JPY"
        href="#/r/1"
      />,
    );
    const link = page.getByRole('link');
    await expect.element(link).toHaveAttribute('href', '#/r/1');
    await expect.element(link).toHaveAccessibleName(/入金/);
    expect(link.element().textContent).toMatch(/\+[¥￥]100,000/);
    // A deposit has no order: its own number, not labelled as an order's.
    await expect.element(page.getByText('取引番号 D-1')).toBeVisible();
    expect(link.element().textContent).not.toContain('注文番号');
  });
});
