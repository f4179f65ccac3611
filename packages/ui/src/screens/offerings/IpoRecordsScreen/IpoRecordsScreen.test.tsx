import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { IpoRecordsScreen } from './IpoRecordsScreen.tsx';
import { ipoRecordsProps, recordsList } from './IpoRecordsScreen.fixtures.ts';

describe('IpoRecordsScreen', () => {
  it('lists applications with state, lots, price, the amount held and released, and dates', async () => {
    await renderWithKabuto(<IpoRecordsScreen {...ipoRecordsProps} />);
    const list = page.getByRole('list', { name: '申込の履歴' });
    await expect.element(list.getByRole('listitem')).toHaveLength(5);
    const live = list.getByRole('listitem').filter({ hasText: 'ミライデータ' });
    await expect.element(live.getByRole('heading', { name: 'ミライデータ' })).toBeVisible();
    await expect.element(live).toHaveTextContent('抽選待ち');
    await expect.element(live).toHaveTextContent('申込3口（300株）');
    await expect.element(live).toHaveTextContent('申込価格￥1,560');
    await expect.element(live).toHaveTextContent('拘束中の金額￥468,000.00');
    await expect.element(live).toHaveTextContent('解放された金額￥0.00');
    await expect.element(live).toHaveTextContent('申込日時2026/11/22 20:14 JST');
    await expect.element(live).toHaveTextContent('申込締切2026/11/26 15:00 JST');
    const lost = list.getByRole('listitem').filter({ hasText: 'クモクラウドシステムズ' });
    await expect.element(lost).toHaveTextContent('落選');
    await expect.element(lost).toHaveTextContent('解放された金額￥1,450,000.00');
    await expect
      .element(page.getByRole('link', { name: 'クモクラウドシステムズの抽選を検証' }))
      .toHaveAttribute('href', '#/home/newShareVerify?id=5008');
  });

  it('offers cancel only while cancellable, and cancels after asking', async () => {
    const onCancelApplication = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<IpoRecordsScreen {...ipoRecordsProps} onCancelApplication={onCancelApplication} />);
    await expect.element(page.getByRole('button', { name: /の申込を取り消す$/ })).toHaveLength(1);
    await page.getByRole('button', { name: 'ミライデータの申込を取り消す' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'この申込を取り消しますか？' });
    await expect
      .element(dialog)
      .toHaveTextContent('ミライデータの3口（300株）の申込を取り消し、拘束中の￥468,000.00を解放します。');
    expect(onCancelApplication).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '申込を取り消す' }).click();
    expect(onCancelApplication).toHaveBeenCalledWith('90140');
  });

  it('shows a refused cancel in the user’s language', async () => {
    await renderWithKabuto(<IpoRecordsScreen {...ipoRecordsProps} cancelRefusal="some_unknown_code" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('some_unknown_code');
  });

  it('lists allotments: shares won, amount charged, refund released, first price and premium, the holding', async () => {
    const onTabChange = vi.fn();
    const screen = await renderWithKabuto(<IpoRecordsScreen {...ipoRecordsProps} onTabChange={onTabChange} />);
    await page.getByRole('tab', { name: '当選' }).click();
    expect(onTabChange).toHaveBeenCalledWith('allotments');
    await screen.unmount();
    await renderWithKabuto(<IpoRecordsScreen {...ipoRecordsProps} tab="allotments" />);
    const list = page.getByRole('list', { name: '当選の履歴' });
    const listed = list.getByRole('listitem').filter({ hasText: 'つばめペイ' });
    await expect.element(listed).toHaveTextContent('当選1口（100株）');
    await expect.element(listed).toHaveTextContent('払込金額￥190,000.00');
    await expect.element(listed).toHaveTextContent('落選分の返金（解放）￥380,000.00');
    await expect.element(listed).toHaveTextContent('初値￥2,480');
    await expect.element(listed).toHaveTextContent('▲+30.53%');
    await expect
      .element(page.getByRole('link', { name: 'つばめペイの保有株を見る' }))
      .toHaveAttribute('href', '#/position/index?tab=newShares&id=7731');
    // Not listed yet: no first price and no holding link.
    const won = list.getByRole('listitem').filter({ hasText: 'あおぞらフーズ' });
    await expect.element(won).not.toHaveTextContent('初値');
    expect(page.getByRole('link', { name: 'あおぞらフーズの保有株を見る' }).elements()).toHaveLength(0);
  });

  it('has loading, error (retry), empty and load-more states', async () => {
    const loading = await renderWithKabuto(
      <IpoRecordsScreen {...ipoRecordsProps} applications={{ ...recordsList([]), status: 'loading' }} />,
    );
    await expect.element(page.getByTestId('offerings-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    const failed = await renderWithKabuto(
      <IpoRecordsScreen {...ipoRecordsProps} applications={{ ...recordsList([]), status: 'error', onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();
    const empty = await renderWithKabuto(<IpoRecordsScreen {...ipoRecordsProps} applications={recordsList([])} />);
    await expect.element(page.getByText('IPOの申込はまだありません')).toBeVisible();
    await empty.unmount();
    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <IpoRecordsScreen
        {...ipoRecordsProps}
        applications={{ ...recordsList(ipoRecordsProps.applications.items), hasMore: true, onLoadMore }}
      />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
