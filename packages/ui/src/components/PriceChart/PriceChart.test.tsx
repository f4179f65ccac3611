import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { PriceChart, type PriceChartProps } from './PriceChart.tsx';
import { threeCandles } from './PriceChart.fixtures.ts';

function chart(overrides: Partial<PriceChartProps> = {}) {
  return (
    <PriceChart
      period="day"
      onPeriodChange={() => {}}
      candles={threeCandles}
      priceDecimals={1}
      timeZone="Asia/Tokyo"
      status="ready"
      width={360}
      {...overrides}
    />
  );
}

describe('PriceChart', () => {
  it('reports the chosen period and marks the current one pressed', async () => {
    const onPeriodChange = vi.fn();
    await renderWithKabuto(chart({ onPeriodChange }));
    await expect.element(page.getByRole('button', { name: '日足' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByRole('button', { name: '週足' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: '週足' }).click();
    expect(onPeriodChange).toHaveBeenCalledWith('week');
    await page.getByRole('button', { name: '5分', exact: true }).click();
    expect(onPeriodChange).toHaveBeenLastCalledWith('5m');
  });

  it('moves the crosshair between candles with the arrow keys and shows that candle', async () => {
    await renderWithKabuto(chart());
    const region = page.getByRole('group', { name: '価格チャート（日足）' });
    (region.element() as HTMLElement).focus();
    const status = page.getByRole('status');

    await userEvent.keyboard('{ArrowLeft}');
    // The last candle first (the Tokyo session of 20 November).
    await expect.element(status).toHaveTextContent('終値1,018.0');
    await expect.element(status).toHaveTextContent('出来高150,500');
    await expect.element(status).toHaveTextContent('11/20');

    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(status).toHaveTextContent('始値1,010.0');
    await expect.element(status).toHaveTextContent('高値1,030.0');
    await expect.element(status).toHaveTextContent('安値1,001.0');
    await expect.element(status).toHaveTextContent('終値1,005.5');
    await expect.element(status).toHaveTextContent('出来高98,000');

    await userEvent.keyboard('{Home}');
    await expect.element(status).toHaveTextContent('安値995.5');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(status).toHaveTextContent('安値995.5');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(status).toHaveTextContent('終値1,005.5');
    await userEvent.keyboard('{Escape}');
    await expect.element(status).not.toHaveTextContent('終値');
  });

  it('summarises the last close and the range high and low for screen readers', async () => {
    await renderWithKabuto(chart());
    await expect
      .element(page.getByRole('group', { name: '価格チャート（日足）' }))
      .toHaveAccessibleDescription(/直近の終値 1,018\.0、期間中の高値 1,030\.0、安値 990\.0。/);
  });

  it('adds the previous close to the intraday summary and keeps the given precision', async () => {
    await renderWithKabuto(chart({ period: 'intraday', previousClose: '1000', priceDecimals: 2 }));
    await expect
      .element(page.getByRole('group', { name: '価格チャート（当日）' }))
      .toHaveAccessibleDescription(/直近の終値 1,018\.00、期間中の高値 1,030\.00、安値 990\.00。前日終値 1,000\.00。/);
  });

  it('offers a retry on error', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(chart({ status: 'error', onRetry }));
    await expect.element(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a message instead of an empty chart', async () => {
    await renderWithKabuto(chart({ status: 'empty', candles: [] }));
    await expect.element(page.getByText('この期間の取引データはありません')).toBeVisible();
    expect(page.getByRole('group', { name: /価格チャート/ }).elements()).toHaveLength(0);
  });

  it('follows the pointer to the nearest candle', async () => {
    await renderWithKabuto(chart());
    const svg = document.querySelector('svg[aria-hidden="true"] rect[fill="transparent"]')!;
    const box = svg.getBoundingClientRect();
    svg.dispatchEvent(
      new PointerEvent('pointermove', { bubbles: true, clientX: box.left + box.width * 0.5, clientY: box.top + 10 }),
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('終値1,005.5');
  });
});
