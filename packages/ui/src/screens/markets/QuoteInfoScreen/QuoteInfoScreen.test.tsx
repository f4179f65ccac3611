import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderMarkets as renderWithKabuto } from '../shared/testing.tsx';
import { QuoteInfoScreen } from './QuoteInfoScreen.tsx';
import { apple, dayCandles, nikkei, quoteInfoProps, toyota } from './QuoteInfoScreen.fixtures.ts';

describe('QuoteInfoScreen', () => {
  it('shows the price, change with an arrow and today’s figures', async () => {
    await renderWithKabuto(<QuoteInfoScreen {...quoteInfoProps} />);
    const main = page.getByRole('main');
    await expect.element(main.getByRole('heading', { name: 'トヨタ自動車' })).toBeInTheDocument();
    await expect.element(main).toHaveTextContent('2,995.5');
    await expect.element(main).toHaveTextContent('▲+￥15.50');
    await expect.element(main).toHaveTextContent('+0.52%');
    for (const label of ['始値', '高値', '安値', '前日終値', '出来高', '売買代金', '時価総額']) {
      await expect.element(main.getByText(label, { exact: true })).toBeInTheDocument();
    }
    await expect.element(main).toHaveTextContent('1,845.23万株');
  });

  it('shows the price-limit band, or says there is none', async () => {
    const { rerender } = await renderWithKabuto(<QuoteInfoScreen {...quoteInfoProps} />);
    const band = page.getByRole('region', { name: '値幅制限' });
    await expect.element(band).toHaveTextContent('ストップ安 2,480.0');
    await expect.element(band).toHaveTextContent('ストップ高 3,480.0');
    await rerender(<QuoteInfoScreen {...quoteInfoProps} quote={apple} />);
    await expect.element(band).toHaveTextContent('この市場には値幅制限がありません');
  });

  it('offers every chart period and the spans for candle periods', async () => {
    const onPeriodChange = vi.fn();
    const onRangeChange = vi.fn();
    const chart = { ...quoteInfoProps.chart, onPeriodChange, onRangeChange };
    const { rerender } = await renderWithKabuto(<QuoteInfoScreen {...quoteInfoProps} chart={chart} />);
    const periods = page.getByRole('group', { name: 'チャートの期間' }).getByRole('button');
    await expect.poll(() => periods.elements().length).toBe(8);
    // Intraday has no span.
    await expect.element(page.getByRole('radiogroup', { name: '表示期間' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: '週足' }).click();
    expect(onPeriodChange).toHaveBeenCalledWith('week');
    await rerender(<QuoteInfoScreen {...quoteInfoProps} chart={{ ...chart, period: 'day', candles: dayCandles }} />);
    await page.getByRole('radio', { name: '3か月' }).click();
    expect(onRangeChange).toHaveBeenCalledWith('3m');
  });

  it('toggles the watchlist', async () => {
    const onToggle = vi.fn();
    await renderWithKabuto(<QuoteInfoScreen {...quoteInfoProps} watch={{ watched: true, onToggle }} />);
    const button = page.getByRole('button', { name: 'お気に入りから削除' });
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    await button.click();
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('links buy and sell only when trading hrefs are given', async () => {
    const { rerender } = await renderWithKabuto(<QuoteInfoScreen {...quoteInfoProps} />);
    await expect.element(page.getByRole('link', { name: '買う' })).not.toBeInTheDocument();
    await rerender(<QuoteInfoScreen {...quoteInfoProps} tradeHrefs={{ buy: '#/b', sell: '#/s' }} />);
    await expect.element(page.getByRole('link', { name: '買う' })).toHaveAttribute('href', '#/b');
    await expect.element(page.getByRole('link', { name: '売る' })).toHaveAttribute('href', '#/s');
  });

  it('says the price is not final during the closing auction', async () => {
    await renderWithKabuto(<QuoteInfoScreen {...quoteInfoProps} quote={{ ...toyota, closingAuction: true }} />);
    await expect.element(page.getByText(/15:30まで終値は確定しません/)).toBeInTheDocument();
  });

  it('shows an index without trading figures or a watchlist button', async () => {
    await renderWithKabuto(<QuoteInfoScreen {...quoteInfoProps} quote={nikkei} watch={undefined} />);
    await expect.element(page.getByRole('main')).toHaveTextContent('▲+112.45');
    await expect.element(page.getByText('出来高', { exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByRole('region', { name: '値幅制限' })).not.toBeInTheDocument();
  });

  it('has loading and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderWithKabuto(
      <QuoteInfoScreen {...quoteInfoProps} status="loading" quote={undefined} />,
    );
    await expect.element(page.getByRole('status').filter({ hasText: '相場を読み込み中' })).toBeInTheDocument();
    await rerender(<QuoteInfoScreen {...quoteInfoProps} status="error" quote={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
