import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { OrderTicketScreen } from './OrderTicketScreen.tsx';
import { moutaiInstrument, orderTicketProps, toyotaDaytrade } from './OrderTicketScreen.fixtures.ts';
import { daytradeTicketFigures, loadDaytradePanel } from './daytradeTicket.ts';

const props = orderTicketProps;
const daytrade = toyotaDaytrade;

beforeAll(async () => {
  await loadDaytradePanel();
});

describe('OrderTicketScreen, one-day margin mode', () => {
  it('is unchanged without the day-trade prop, and ignores it outside the Japan market', async () => {
    const plain = await renderWithKabuto(<OrderTicketScreen {...props} />);
    expect(page.getByRole('radio', { name: '一日信用' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: '一日信用を申し込む' }).elements()).toHaveLength(0);
    await plain.unmount();
    await renderWithKabuto(
      <OrderTicketScreen
        {...props}
        instrument={moutaiInstrument}
        values={{ price: '1528.00', quantity: '100' }}
        daytrade={daytrade}
      />,
    );
    await expect.element(page.getByRole('radio', { name: '買い' })).toBeVisible();
    expect(page.getByRole('radio', { name: '一日信用' }).elements()).toHaveLength(0);
  });

  it('offers only a link to apply while the account is not approved', async () => {
    await renderWithKabuto(<OrderTicketScreen {...props} daytrade={{ ...daytrade, approved: false, mode: 'cash' }} />);
    await expect
      .element(page.getByRole('link', { name: '一日信用を申し込む' }))
      .toHaveAttribute('href', '#/home/withinDays');
    expect(page.getByRole('radio', { name: '一日信用' }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('radio', { name: '買い' })).toBeVisible();
  });

  it('switches mode, and in day-trade mode buys long and sells short with the account’s leverage', async () => {
    const onModeChange = vi.fn();
    const onLeverageChange = vi.fn();
    const { unmount } = await renderWithKabuto(
      <OrderTicketScreen {...props} daytrade={{ ...daytrade, mode: 'cash', onModeChange }} />,
    );
    await expect.element(page.getByRole('radio', { name: '現物' })).toBeChecked();
    await page.getByRole('radio', { name: '一日信用' }).click();
    expect(onModeChange).toHaveBeenCalledWith('daytrade');
    await unmount();

    await renderWithKabuto(<OrderTicketScreen {...props} daytrade={{ ...daytrade, onLeverageChange }} />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'トヨタ自動車 買建' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '買建' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: '売建' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '3倍' })).toBeChecked();
    await page.getByRole('radio', { name: '2倍' }).click();
    expect(onLeverageChange).toHaveBeenCalledWith(2);
    // 100 × ¥2,995.5 = 299,550.0; ⌈÷ 3⌉ = 99,850; fee ⌊0.05 %⌋ = 149; 246,247 − 99,850 − 149 = 146,248.
    const main = page.getByRole('main');
    await expect.element(main).toHaveTextContent('約定代金￥299,550.00');
    await expect.element(main).toHaveTextContent('必要証拠金￥99,850.00');
    await expect.element(main).toHaveTextContent('約定代金の0.05%、端数切り捨て￥149.00');
    await expect.element(main).toHaveTextContent('利用可能な証拠金￥246,247.00');
    await expect.element(main).toHaveTextContent('注文後の証拠金￥146,248.00');
    await expect.element(main).toHaveTextContent('建玉は本日15:30 JSTに大引けで自動決済されます');
    await expect.element(page.getByRole('button', { name: '買建の内容を確認' })).toBeEnabled();
  });

  it('confirms through the day-trade callback with the order’s values, never the cash one', async () => {
    const onConfirm = vi.fn();
    const onDaytrade = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <OrderTicketScreen
        {...props}
        side="sell"
        values={{ price: '2995.5', quantity: '200' }}
        confirmOpen
        onConfirm={onConfirm}
        daytrade={{ ...daytrade, onConfirm: onDaytrade }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '注文内容の確認' });
    await expect.element(dialog).toHaveAccessibleDescription(/一日信用の売建注文を出しますか/);
    await expect.element(dialog).toHaveTextContent('取引一日信用 売建');
    await expect.element(dialog).toHaveTextContent('数量200株');
    // 599,100.0 ÷ 3 = 199,700 exactly.
    await expect.element(dialog).toHaveTextContent('必要証拠金￥199,700.00');
    await dialog.getByRole('button', { name: '注文する' }).click();
    expect(onDaytrade).toHaveBeenCalledWith({
      side: 'sell',
      orderType: 'limit',
      price: '2995.5',
      quantity: '200',
      leverage: 3,
    });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends a market order without a price, estimated at the last price', async () => {
    const onDaytrade = vi.fn();
    await renderWithKabuto(
      <OrderTicketScreen {...props} orderType="market" confirmOpen daytrade={{ ...daytrade, onConfirm: onDaytrade }} />,
    );
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('成行（参考 2,995.5）');
    await dialog.getByRole('button', { name: '注文する' }).click();
    expect(onDaytrade).toHaveBeenCalledWith({
      side: 'buy',
      orderType: 'market',
      price: null,
      quantity: '100',
      leverage: 3,
    });
  });

  it('blocks an order short of margin, off the 100-share lot, or while a debt is owed', async () => {
    const short = await renderWithKabuto(
      <OrderTicketScreen
        {...props}
        values={{ price: '2995.5', quantity: '300' }}
        daytrade={{ ...daytrade, leverage: 2 }}
      />,
    );
    // 898,650.0 ÷ 2 = 449,325 and a fee of 449: 246,247 − 449,325 − 449 = −203,527.
    await expect.element(page.getByText('証拠金が足りません')).toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('注文後の証拠金-￥203,527.00');
    await expect.element(page.getByRole('button', { name: '買建の内容を確認' })).toBeDisabled();
    await short.unmount();

    const odd = await renderWithKabuto(
      <OrderTicketScreen {...props} values={{ price: '2995.5', quantity: '150' }} daytrade={daytrade} />,
    );
    await expect.element(page.getByText('数量を入力すると、必要証拠金と手数料を表示します。')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '買建の内容を確認' })).toBeDisabled();
    await odd.unmount();

    await renderWithKabuto(<OrderTicketScreen {...props} daytrade={{ ...daytrade, debt: '48200' }} />);
    await expect
      .element(page.getByRole('alert').filter({ hasText: '不足金' }))
      .toHaveTextContent('不足金￥48,200.00があるため、新しい注文はできません。');
    await expect.element(page.getByRole('button', { name: '買建の内容を確認' })).toBeDisabled();
  });

  it('computes the figures exactly at the lot and rounding edges', () => {
    const toyota = { lastPrice: '2995.5', currency: 'JPY' };
    const account = { leverage: 3, availableMargin: '99999', commissionPercent: '0.05' };
    // Margin and fee exactly the available margin (99,850 + 149) is allowed: nothing left, not below it.
    expect(daytradeTicketFigures(toyota, { orderType: 'limit', price: '2995.5', quantity: '100' }, account)).toEqual({
      price: '2995.5',
      notional: '299550.0',
      margin: '99850',
      fee: '149',
      availableAfter: '0',
    });
    // A tenth of a yen more per share makes the margin round up by one yen.
    expect(
      daytradeTicketFigures(toyota, { orderType: 'limit', price: '2995.6', quantity: '100' }, account)?.margin,
    ).toBe('99854');
    expect(daytradeTicketFigures(toyota, { orderType: 'limit', price: '2995.5', quantity: '99' }, account)).toBeNull();
    expect(daytradeTicketFigures(toyota, { orderType: 'limit', price: '', quantity: '100' }, account)).toBeNull();
    expect(daytradeTicketFigures(toyota, { orderType: 'market', price: '', quantity: '100' }, account)?.notional).toBe(
      '299550.0',
    );
  });

  it('speaks Chinese and English', async () => {
    const cn = await renderWithKabuto(<OrderTicketScreen {...props} daytrade={daytrade} />, { locale: 'cn' });
    await expect.element(page.getByRole('radio', { name: '做多' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: '日内信用' })).toBeChecked();
    await expect.element(page.getByRole('main')).toHaveTextContent('所需保证金JP¥99,850.00');
    await cn.unmount();
    await renderWithKabuto(<OrderTicketScreen {...props} daytrade={daytrade} />, { locale: 'us' });
    await expect.element(page.getByRole('radio', { name: 'Sell short' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'One-day margin' })).toBeChecked();
    await expect.element(page.getByRole('main')).toHaveTextContent('Margin required¥99,850.00');
    await expect.element(page.getByRole('button', { name: 'Review long order' })).toBeEnabled();
  });
});
