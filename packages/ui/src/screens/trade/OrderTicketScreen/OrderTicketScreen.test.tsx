import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { fieldBinding } from '../../FieldBinding.ts';
import { renderMarkets } from '../../markets/shared/testing.tsx';
import { OrderTicketScreen } from './OrderTicketScreen.tsx';
import {
  appleInstrument,
  appleMarketBuyPreview,
  moutaiInstrument,
  moutaiSellPreview,
  orderTicketProps,
  placedFilled,
  placedWorking,
  starInstrument,
  toyotaBuyPreview,
} from './OrderTicketScreen.fixtures.ts';

const props = orderTicketProps;

describe('OrderTicketScreen', () => {
  it('titles the ticket with the stock and side, and shows the live price and the market phase', async () => {
    await renderWithKabuto(<OrderTicketScreen {...props} />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'トヨタ自動車 買い注文' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '戻る' })).toHaveAttribute('href', props.quoteHref);
    const main = page.getByRole('main');
    await expect.element(main).toHaveTextContent('2,995.5');
    await expect.element(main).toHaveTextContent('▲+￥15.50');
    await expect.element(main).toHaveTextContent('取引時間中');
  });

  it('switches side and order type, the selected side in the market colour', async () => {
    const onSideChange = vi.fn();
    const onOrderTypeChange = vi.fn();
    await renderWithKabuto(
      <OrderTicketScreen {...props} onSideChange={onSideChange} onOrderTypeChange={onOrderTypeChange} />,
    );
    const buy = page.getByRole('radio', { name: '買い' });
    await expect.element(buy).toBeChecked();
    await expect.element(buy).toHaveAttribute('data-tone', 'up');
    await page.getByRole('radio', { name: '売り' }).click();
    expect(onSideChange).toHaveBeenCalledWith('sell');
    await page.getByRole('radio', { name: '成行' }).click();
    expect(onOrderTypeChange).toHaveBeenCalledWith('market');
  });

  it('steps the price by the tick and shows the day’s band', async () => {
    const onChange = vi.fn();
    await renderWithKabuto(<OrderTicketScreen {...props} priceField={{ ...fieldBinding('price'), onChange }} />);
    const price = page.getByRole('textbox', { name: '価格' });
    await expect.element(price).toHaveValue('2995.5');
    await expect.element(price).toHaveAccessibleDescription(/値幅制限 2,480.0〜3,480.0/);
    await expect.element(price).toHaveAccessibleDescription(/呼値 0.5/);
    await page.getByRole('button', { name: '価格 増やす' }).click();
    await expect.element(price).toHaveValue('2996.0');
    expect(onChange).toHaveBeenCalled();
  });

  it('flags a price outside the band and will not submit it', async () => {
    await renderWithKabuto(<OrderTicketScreen {...props} values={{ price: '3500', quantity: '100' }} />);
    const price = page.getByRole('textbox', { name: '価格' });
    await expect.element(price).toHaveAttribute('aria-invalid', 'true');
    await expect.element(price).toHaveAccessibleDescription(/値幅制限（2,480.0〜3,480.0）の範囲外です/);
    await expect.element(page.getByRole('button', { name: '買い注文の内容を確認' })).toBeDisabled();
  });

  it('reads the quantity in lots and steps it by the lot', async () => {
    const { rerender } = await renderMarkets(<OrderTicketScreen {...props} />);
    const quantity = page.getByRole('textbox', { name: '数量' });
    await expect.element(quantity).toHaveAccessibleDescription(/100株単位/);
    await expect.element(quantity).toHaveAccessibleDescription(/＝ 1単元/);
    await page.getByRole('button', { name: '数量 増やす' }).click();
    await expect.element(quantity).toHaveValue('200');
    await rerender(<OrderTicketScreen {...props} values={{ price: '2995.5', quantity: '150' }} />);
    await expect.element(quantity).toHaveAccessibleDescription(/100株単位で入力してください/);
    await rerender(
      <OrderTicketScreen {...props} instrument={starInstrument} values={{ price: '86.2', quantity: '' }} />,
    );
    await expect.element(quantity).toHaveAccessibleDescription(/200株以上、1株単位/);
  });

  it('shows every figure of the preview, with the fee rule', async () => {
    await renderWithKabuto(<OrderTicketScreen {...props} />);
    const figures = page.getByRole('region', { name: 'ご注文の試算' });
    const row = (label: string) => figures.getByText(label, { exact: true }).element().closest('div');
    expect(row('約定代金')?.textContent).toContain('￥299,550.00');
    expect(row('必要証拠金')?.textContent).toContain('￥149,775.00');
    expect(row('お支払い合計')?.textContent).toContain('￥150,074.00');
    expect(row('拘束金額')?.textContent).toContain('￥150,074.00');
    expect(row('買付余力')?.textContent).toContain('￥1,250,000.00');
    expect(row('注文後の買付余力')?.textContent).toContain('￥1,099,926.00');
    await expect.element(figures).toHaveTextContent('約定代金の0.10%（最低￥100.00）、端数切り捨て');
    await expect.element(figures).toHaveTextContent('￥299.00');
    await expect.element(figures.getByText('印紙税')).not.toBeInTheDocument();
  });

  it('adds stamp duty on a China sell and leaves out margin and balance rows', async () => {
    await renderWithKabuto(
      <OrderTicketScreen
        {...props}
        instrument={moutaiInstrument}
        side="sell"
        values={{ price: '1528.00', quantity: '100' }}
        preview={{ status: 'ready', figures: moutaiSellPreview }}
      />,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: '贵州茅台 売り注文' })).toBeVisible();
    const figures = page.getByRole('region', { name: 'ご注文の試算' });
    await expect.element(figures).toHaveTextContent('売却代金の0.05%、端数切り捨て');
    await expect.element(figures).toHaveTextContent(/76\.40/);
    await expect.element(figures).toHaveTextContent('お受取り合計');
    await expect.element(figures).toHaveTextContent(/152,677\.76/);
    await expect.element(figures.getByText('必要証拠金')).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: '数量' })).toHaveAccessibleDescription(/売却可能 100株/);
    await expect.element(page.getByRole('radiogroup', { name: 'レバレッジ' })).not.toBeInTheDocument();
  });

  it('explains a market buy’s hold, at the collar where there are no limits', async () => {
    await renderWithKabuto(
      <OrderTicketScreen
        {...props}
        instrument={appleInstrument}
        orderType="market"
        values={{ price: '', quantity: '10' }}
        preview={{ status: 'ready', figures: appleMarketBuyPreview }}
      />,
    );
    await expect.element(page.getByRole('textbox', { name: '価格' })).not.toBeInTheDocument();
    await expect.element(page.getByText(/現在値の\+5%を上限に約定/)).toBeVisible();
  });

  it('offers leverage only with margin trading, and says why not', async () => {
    const onValueChange = vi.fn();
    const { rerender } = await renderMarkets(
      <OrderTicketScreen {...props} leverage={{ ...props.leverage, onValueChange }} />,
    );
    await page.getByRole('radio', { name: '3倍' }).click();
    expect(onValueChange).toHaveBeenCalledWith('3');
    await rerender(<OrderTicketScreen {...props} leverage={{ ...props.leverage, value: '1', marginEnabled: false }} />);
    await expect.element(page.getByRole('radio', { name: '2倍' })).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: '1倍' })).toBeChecked();
    await expect.element(page.getByText(/信用取引が未開設のため/)).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '信用取引について' }))
      .toHaveAttribute('href', props.marginHref);
  });

  it('lists the rules the order breaks, points to a deposit when short, and will not submit', async () => {
    await renderWithKabuto(
      <OrderTicketScreen
        {...props}
        preview={{
          status: 'ready',
          figures: { ...toyotaBuyPreview, availableAfter: '-250745', checks: ['買付余力が不足しています'] },
        }}
      />,
    );
    await expect.element(page.getByText('このままでは注文できません')).toBeVisible();
    await expect.element(page.getByRole('listitem').filter({ hasText: '買付余力が不足しています' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '入金する' })).toHaveAttribute('href', '#/mine/deposit');
    await expect.element(page.getByRole('button', { name: '買い注文の内容を確認' })).toBeDisabled();
  });

  it('says the balance is short even before the server lists it as a rule', async () => {
    await renderWithKabuto(
      <OrderTicketScreen
        {...props}
        preview={{ status: 'ready', figures: { ...toyotaBuyPreview, availableAfter: '-1' } }}
      />,
    );
    await expect.element(page.getByText('買付余力が足りません')).toBeVisible();
    await expect.element(page.getByText(/入金するか、数量やレバレッジを見直してください/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: '買い注文の内容を確認' })).toBeDisabled();
  });

  it('has idle, loading and failing previews; submit waits for figures', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderMarkets(<OrderTicketScreen {...props} preview={{ status: 'idle' }} />);
    await expect.element(page.getByText(/数量を入力すると/)).toBeVisible();
    const submit = page.getByRole('button', { name: '買い注文の内容を確認' });
    await expect.element(submit).toBeDisabled();
    await rerender(<OrderTicketScreen {...props} preview={{ status: 'loading', figures: toyotaBuyPreview }} />);
    await expect.element(page.getByRole('status').filter({ hasText: '試算を更新しています' })).toBeInTheDocument();
    await expect.element(submit).toBeDisabled();
    await rerender(<OrderTicketScreen {...props} preview={{ status: 'error', onRetry }} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('試算を取得できませんでした');
    await page.getByRole('button', { name: '再試算' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('tells the market phase: lunch, closing auction at 15:30, and closed', async () => {
    const { rerender } = await renderMarkets(
      <OrderTicketScreen {...props} clock={{ ...props.clock!, phase: 'lunchBreak' }} />,
    );
    await expect.element(page.getByText(/昼休み中です/)).toBeVisible();
    await rerender(<OrderTicketScreen {...props} clock={{ ...props.clock!, phase: 'closingAuction' }} />);
    await expect
      .element(page.getByText('クロージング・オークション中です。注文は15:30の終値で約定します。'))
      .toBeVisible();
    await rerender(<OrderTicketScreen {...props} clock={{ ...props.clock!, phase: 'closed' }} />);
    await expect.element(page.getByText('取引時間外です')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '買い注文の内容を確認' })).toBeDisabled();
    await rerender(<OrderTicketScreen {...props} clock={{ ...props.clock!, phase: 'closed', alwaysOpen: true }} />);
    await expect.element(page.getByRole('button', { name: '買い注文の内容を確認' })).toBeEnabled();
  });

  it('submits, then confirms the order restated before placing it', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onConfirm = vi.fn();
    const { rerender } = await renderMarkets(<OrderTicketScreen {...props} onSubmit={onSubmit} />);
    await page.getByRole('button', { name: '買い注文の内容を確認' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await rerender(<OrderTicketScreen {...props} confirmOpen onConfirm={onConfirm} />);
    const dialog = page.getByRole('alertdialog', { name: '注文内容の確認' });
    await expect.element(dialog).toHaveAccessibleDescription('この内容で買い注文を出しますか？');
    for (const text of ['トヨタ自動車 7203', '買い', '指値', '2,995.5', '100株', '2倍', '￥299.00', '￥150,074.00']) {
      await expect.element(dialog).toHaveTextContent(text);
    }
    await dialog.getByRole('button', { name: '注文する' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says "market" in the confirmation of a market order', async () => {
    await renderWithKabuto(
      <OrderTicketScreen {...props} confirmOpen orderType="market" values={{ price: '', quantity: '100' }} />,
    );
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('成行（参考 2,995.5）');
  });

  it('cannot be sent twice while placing, and shows a refusal in the dialog', async () => {
    const { rerender } = await renderMarkets(<OrderTicketScreen {...props} confirmOpen submitting />);
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog.getByRole('button', { name: /注文する/ })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeVisible();
    await rerender(<OrderTicketScreen {...props} confirmOpen formError="値幅制限を超える価格です" />);
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('値幅制限を超える価格です');
    await rerender(<OrderTicketScreen {...props} formError="取引時間外です" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('取引時間外です');
  });

  it('shows the placed order with its number, status and the next steps', async () => {
    const onNewOrder = vi.fn();
    const { rerender } = await renderMarkets(
      <OrderTicketScreen {...props} placed={placedWorking} onNewOrder={onNewOrder} />,
    );
    await expect.element(page.getByRole('status').filter({ hasText: '注文を受け付けました' })).toBeVisible();
    const main = page.getByRole('main');
    await expect
      .element(main.getByRole('link', { name: '880231' }))
      .toHaveAttribute('href', '#/position/order?id=880231');
    await expect.element(main).toHaveTextContent('注文中');
    await expect.element(main).toHaveTextContent('0 / 100株');
    await expect
      .element(page.getByRole('link', { name: 'ポジションを見る' }))
      .toHaveAttribute('href', '#/position/index');
    await expect.element(page.getByRole('link', { name: '銘柄ページに戻る' })).toHaveAttribute('href', props.quoteHref);
    await page.getByRole('button', { name: '続けて注文する' }).click();
    expect(onNewOrder).toHaveBeenCalledOnce();
    await rerender(<OrderTicketScreen {...props} placed={placedFilled} />);
    await expect.element(page.getByRole('status').filter({ hasText: '約定しました' })).toBeVisible();
    await expect.element(main).toHaveTextContent('2,996.0');
  });

  it('has loading, error and unknown-stock states', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderMarkets(<OrderTicketScreen {...props} status="loading" instrument={undefined} />);
    await expect.element(page.getByRole('heading', { level: 1, name: '注文' })).toBeVisible();
    await expect.element(page.getByRole('status').filter({ hasText: '読み込み中' })).toBeInTheDocument();
    await rerender(<OrderTicketScreen {...props} status="error" instrument={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await rerender(
      <OrderTicketScreen {...props} status="error" instrument={undefined} errorMessage="銘柄が見つかりません" />,
    );
    await expect.element(page.getByText('銘柄が見つかりません')).toBeVisible();
  });

  it('speaks English and Chinese', async () => {
    const { unmount } = await renderWithKabuto(
      <OrderTicketScreen {...props} instrument={{ ...props.instrument!, name: 'Toyota Motor' }} />,
      { locale: 'us' },
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Buy Toyota Motor' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(/= 1 lot/);
    await unmount();
    await renderWithKabuto(<OrderTicketScreen {...props} />, { locale: 'cn' });
    await expect.element(page.getByRole('radio', { name: '买入' })).toBeChecked();
    await expect.element(page.getByRole('textbox', { name: '数量' })).toHaveAccessibleDescription(/＝ 1手/);
  });
});
