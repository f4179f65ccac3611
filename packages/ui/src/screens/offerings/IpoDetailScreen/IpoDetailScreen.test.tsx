import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { IpoDetailScreen } from './IpoDetailScreen.tsx';
import { appliedDetail, drawnDetail, ipoDetailProps, upcomingDetail } from './IpoDetailScreen.fixtures.ts';

describe('IpoDetailScreen', () => {
  it('shows every term of the offering and the apply link while applications are open', async () => {
    await renderWithKabuto(<IpoDetailScreen {...ipoDetailProps} />);
    await expect.element(page.getByRole('heading', { level: 2, name: 'ミライデータ' })).toBeVisible();
    const pricing = page.getByRole('region', { name: '価格' });
    await expect.element(pricing).toHaveTextContent('想定発行価格￥1,520');
    await expect.element(pricing).toHaveTextContent('仮条件￥1,480〜￥1,560');
    await expect.element(pricing).toHaveTextContent('公開価格￥1,560');
    await expect.element(pricing).toHaveTextContent('最低申込金額￥156,000.00');
    const shares = page.getByRole('region', { name: '株数と申込単位' });
    await expect.element(shares).toHaveTextContent('最低申込株数100株');
    await expect.element(shares).toHaveTextContent('1口座の申込上限10口（1,000株）');
    const overview = page.getByRole('region', { name: '募集の概要' });
    await expect.element(overview).toHaveTextContent('主幹事野村證券');
    await expect.element(overview).toHaveTextContent('24.80倍');
    await expect
      .element(page.getByRole('region', { name: '抽選と上場の結果' }))
      .toHaveTextContent('抽選後に公表（予想はしません）');
    await expect
      .element(page.getByRole('link', { name: 'このIPOに申し込む' }))
      .toHaveAttribute('href', '#/mine/newShareOrder?stockIndex=5031');
    const draw = page.getByRole('region', { name: '検証できる抽選' });
    await expect.element(draw).toHaveTextContent('シード公約済み');
    await expect.element(draw).toHaveTextContent('fb98c1a0d5e88181112d557021cf81bd47625c174e6aca678f8e6e9008710e02');
    await expect.element(draw).toHaveTextContent('kabuto-lottery-v1');
    await expect.element(draw).toHaveTextContent('申込締切時に公開します');
    expect(draw.getByRole('link', { name: '抽選を検証する' }).elements()).toHaveLength(0);
  });

  it('shows the user’s application and its held amount instead of the apply link', async () => {
    await renderWithKabuto(<IpoDetailScreen {...ipoDetailProps} {...appliedDetail} />);
    await expect
      .element(page.getByRole('status').filter({ hasText: '申込済みです' }))
      .toHaveTextContent('3口（300株）、￥468,000.00を抽選まで拘束しています。');
    expect(page.getByRole('link', { name: 'このIPOに申し込む' }).elements()).toHaveLength(0);
  });

  it('after the draw: the winning rate, the published seed and a link to verify', async () => {
    await renderWithKabuto(<IpoDetailScreen {...ipoDetailProps} {...drawnDetail} />, { locale: 'us' });
    await expect
      .element(page.getByRole('region', { name: 'Draw and listing results' }))
      .toHaveTextContent('Winning rate (actual)8.40%');
    const draw = page.getByRole('region', { name: 'A draw you can verify' });
    await expect.element(draw).toHaveTextContent('deb2936016eb93764037d24ea62a19d367033396c52914d77c17ff18274fef47');
    await expect.element(draw).toHaveTextContent('2,143 entries · 6,318 lots (180 lots to allot)');
    await expect
      .element(draw.getByRole('link', { name: 'Verify the draw' }))
      .toHaveAttribute('href', '#/home/newShareVerify?id=5031');
  });

  it('before applications open: the range, when they open, and no commitment yet', async () => {
    await renderWithKabuto(<IpoDetailScreen {...ipoDetailProps} {...upcomingDetail} />);
    await expect.element(page.getByText('申込は2026/12/07 09:00 JSTから受け付けます。')).toBeVisible();
    await expect.element(page.getByRole('region', { name: '価格' })).toHaveTextContent('公開価格未定');
    await expect
      .element(page.getByRole('region', { name: '検証できる抽選' }))
      .toHaveTextContent('申込開始時に公約します');
  });

  it('has loading and error states', async () => {
    const loading = await renderWithKabuto(
      <IpoDetailScreen {...ipoDetailProps} status="loading" offering={undefined} />,
    );
    await expect.element(page.getByTestId('offerings-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(
      <IpoDetailScreen {...ipoDetailProps} status="error" offering={undefined} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
