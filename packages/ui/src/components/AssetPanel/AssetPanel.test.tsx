import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { AssetPanel } from './AssetPanel.tsx';
import { assetSummary, assetSummaryEmpty, assetSummaryLoss } from './AssetPanel.fixtures.ts';

describe('AssetPanel', () => {
  it('shows every figure as formatted yen', async () => {
    await renderWithKabuto(<AssetPanel status="ready" assets={assetSummary} />, { locale: 'us' });
    const panel = page.getByRole('region', { name: 'Assets' });
    await expect.element(panel).toHaveTextContent('Total assets¥12,345,678.90');
    await expect.element(panel).toHaveTextContent('Loan outstanding¥500,000.00');
    await expect.element(panel).toHaveTextContent('Unrealized P/L▲+¥234,567.80');
  });

  it('signs a loss and shows 0.00 for blank values', async () => {
    await renderWithKabuto(<AssetPanel status="ready" assets={assetSummaryLoss} />);
    await expect.element(page.getByText('-￥98,765.43')).toBeVisible();
  });

  it('shows 0.00 for blank values', async () => {
    await renderWithKabuto(<AssetPanel status="ready" assets={assetSummaryEmpty} />, { locale: 'us' });
    await expect.element(page.getByRole('region')).toHaveTextContent('Holdings value¥0.00');
  });

  it('is busy while loading', async () => {
    await renderWithKabuto(<AssetPanel status="loading" />);
    await expect.element(page.getByRole('region', { name: '資産状況' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByText('資産を読み込み中')).toBeInTheDocument();
  });
});
