import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { IpoListScreen } from './IpoListScreen.tsx';
import { ipoListProps, ipoListTab, offeringsList } from './IpoListScreen.fixtures.ts';

describe('IpoListScreen', () => {
  it('shows an open offering with its offer price, lot, calendar in the user’s time zone and an apply link', async () => {
    await renderWithKabuto(<IpoListScreen {...ipoListProps} />);
    const list = page.getByRole('list', { name: '申込受付中' });
    const card = list.getByRole('listitem').filter({ hasText: 'ミライデータ' });
    await expect.element(card.getByRole('heading', { name: 'ミライデータ' })).toBeVisible();
    await expect.element(card).toHaveTextContent('コード 558A');
    await expect.element(card).toHaveTextContent('公開価格 · 東証グロース￥1,560');
    const calendar = page.getByRole('definition');
    expect(calendar.elements().length).toBeGreaterThan(0);
    await expect.element(card).toHaveTextContent('2026/11/20 09:00 JST〜2026/11/26 15:00 JST');
    await expect.element(card).toHaveTextContent('抽選日2026/11/27');
    await expect.element(card).toHaveTextContent('上場日2026/12/04');
    await expect.element(card).toHaveTextContent('売買単位100株');
    await expect.element(card).toHaveTextContent('最低申込金額￥156,000.00');
    await expect
      .element(page.getByRole('link', { name: 'ミライデータに申し込む' }))
      .toHaveAttribute('href', '#/mine/newShareOrder?stockIndex=5031');
    await expect
      .element(page.getByRole('link', { name: 'ミライデータの詳細' }))
      .toHaveAttribute('href', '#/home/newShareInfo?id=5031');
    // Already applied: marked, and no second apply link.
    const applied = list.getByRole('listitem').filter({ hasText: 'ハヤテ通信' });
    await expect.element(applied).toHaveTextContent('申込済み');
    expect(page.getByRole('link', { name: 'ハヤテ通信に申し込む' }).elements()).toHaveLength(0);
    await expect.element(applied).toHaveTextContent('￥640.5');
  });

  it('shows times in the time zone it is given', async () => {
    await renderWithKabuto(<IpoListScreen {...ipoListProps} timeZone="America/New_York" />, { locale: 'us' });
    await expect
      .element(page.getByRole('listitem').filter({ hasText: 'ミライデータ' }))
      .toHaveTextContent('11/19/2026, 19:00 EST–11/26/2026, 01:00 EST');
  });

  it('switches tabs by state and never shows a winning rate before the draw', async () => {
    const onTabChange = vi.fn();
    const screen = await renderWithKabuto(<IpoListScreen {...ipoListProps} onTabChange={onTabChange} />);
    const tabs = page.getByRole('tablist', { name: 'IPOの状況' }).getByRole('tab');
    await expect.element(tabs).toHaveLength(5);
    await expect.element(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '上場済み' }).click();
    expect(onTabChange).toHaveBeenCalledWith('listed');
    await expect.element(page.getByRole('main')).not.toHaveTextContent('当選率');
    await screen.unmount();

    await renderWithKabuto(<IpoListScreen {...ipoListProps} {...ipoListTab('upcoming')} />);
    const upcoming = page.getByRole('listitem').filter({ hasText: 'さくらロボティクス' });
    await expect.element(upcoming).toHaveTextContent('仮条件 · 東証グロース￥2,100〜￥2,300');
    await expect.element(upcoming).not.toHaveTextContent('当選率');
    expect(page.getByRole('link', { name: /申し込む/ }).elements()).toHaveLength(0);
  });

  it('shows the published winning rate, and the first price with the realized premium signed', async () => {
    const screen = await renderWithKabuto(<IpoListScreen {...ipoListProps} {...ipoListTab('allotted')} />);
    await expect.element(page.getByRole('listitem').first()).toHaveTextContent('当選率（実績）8.40%');
    await screen.unmount();
    await renderWithKabuto(<IpoListScreen {...ipoListProps} {...ipoListTab('listed')} />);
    await expect.element(page.getByRole('listitem').first()).toHaveTextContent('初値￥3,850▲+32.76%');
  });

  it('has loading, error (retry), empty and load-more states', async () => {
    const loading = await renderWithKabuto(
      <IpoListScreen {...ipoListProps} offerings={{ ...offeringsList([]), status: 'loading' }} />,
    );
    await expect.element(page.getByTestId('offerings-skeleton')).toBeInTheDocument();
    await expect.element(page.getByRole('tab', { name: '申込受付中' })).toBeVisible();
    await loading.unmount();

    const onRetry = vi.fn();
    const failed = await renderWithKabuto(
      <IpoListScreen {...ipoListProps} offerings={{ ...offeringsList([]), status: 'error', onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();

    const empty = await renderWithKabuto(<IpoListScreen {...ipoListProps} offerings={offeringsList([])} />);
    await expect.element(page.getByText('申込受付中のIPOはありません')).toBeVisible();
    await empty.unmount();

    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <IpoListScreen
        {...ipoListProps}
        offerings={{ ...offeringsList(ipoListProps.offerings.items), hasMore: true, onLoadMore }}
      />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
