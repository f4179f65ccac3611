import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { afterExpiry, emptyBalances, exchangeList, history, lastSeconds, usdJpyQuote } from '../shared/fixtures.ts';
import { ExchangeScreen } from './ExchangeScreen.tsx';
import { exchangeScreenProps as props, idleQuote } from './ExchangeScreen.fixtures.ts';
import type { ExchangeScreenProps } from './ExchangeScreen.types.ts';

/** The screen with `now` held in state, ticked from the test as the app ticks it. */
let tick: (now: number) => void = () => undefined;
function Ticking(overrides: Partial<ExchangeScreenProps>) {
  const [now, setNow] = useState(props.now);
  tick = setNow;
  return <ExchangeScreen {...props} {...overrides} now={now} />;
}

describe('ExchangeScreen', () => {
  it('shows every balance in its currency’s own minor units', async () => {
    await renderWithKabuto(<ExchangeScreen {...props} />);
    const balances = page.getByRole('region', { name: '通貨別の残高' });
    await expect.element(balances).toHaveTextContent('JPY日本円￥1,250,000拘束中 ￥200,000');
    await expect.element(balances).toHaveTextContent('USD米ドル$6,437.00');
    await expect.element(balances).toHaveTextContent('KRW韓国ウォン₩448,695');
    await expect.element(balances).toHaveTextContent('VNDベトナム ドン₫0');
    await expect.element(balances).toHaveTextContent('HKD香港ドルHK$0.00');
    await expect.element(balances.getByRole('term')).toHaveLength(9);
  });

  it('shows the quote: mid, spread, customer rate, fee, spread cost and the amount received, rounding down stated', async () => {
    await renderWithKabuto(<ExchangeScreen {...props} />);
    const quote = page.getByRole('region', { name: '見積もり' });
    await expect.element(quote).toHaveTextContent('支払う金額￥1,000,000');
    await expect.element(quote).toHaveTextContent('仲値1 JPY ＝ 0.006450 USD');
    await expect.element(quote).toHaveTextContent('スプレッド0.20%');
    await expect.element(quote).toHaveTextContent('適用レート1 JPY ＝ 0.006437 USD');
    await expect.element(quote).toHaveTextContent('手数料￥0');
    await expect.element(quote).toHaveTextContent('スプレッドのコスト$13.00');
    await expect.element(quote).toHaveTextContent('受取額$6,437.00');
    await expect
      .element(quote)
      .toHaveTextContent('受取額 ＝（支払う金額 − 手数料）× 適用レート。USDの0.01未満は切り捨てます。');
    await expect.element(page.getByTestId('exchange-countdown')).toHaveTextContent('有効期限まで あと24秒');
    await expect.element(page.getByRole('button', { name: '両替する' })).toBeEnabled();
  });

  it('states a currency without decimals as such: dollars to yen received in whole yen, the fee in dollars', async () => {
    await renderWithKabuto(
      <ExchangeScreen
        {...props}
        form={{ ...props.form, from: 'USD', to: 'JPY', amount: '100.00' }}
        quote={{ status: 'ready', value: usdJpyQuote, onRequest: vi.fn() }}
      />,
    );
    const quote = page.getByRole('region', { name: '見積もり' });
    await expect.element(quote).toHaveTextContent('支払う金額$100.00');
    await expect.element(quote).toHaveTextContent('手数料$1.00');
    await expect.element(quote).toHaveTextContent('スプレッドのコスト￥30');
    await expect.element(quote).toHaveTextContent('受取額￥15,318');
    await expect.element(quote).toHaveTextContent('JPYの1単位未満は切り捨てます。');
  });

  it('counts down to the quote’s expiry from `now`, tells a screen reader only near the end, then offers a new quote', async () => {
    const onRequest = vi.fn();
    const onConvert = vi.fn();
    const quote = { ...props.quote, onRequest };
    let view = await renderWithKabuto(<ExchangeScreen {...props} quote={quote} onConvert={onConvert} />);
    const spoken = () => page.getByTestId('exchange-countdown').getByRole('status');
    await expect.element(spoken()).toHaveTextContent('');
    await view.unmount();
    view = await renderWithKabuto(<ExchangeScreen {...props} quote={quote} now={lastSeconds} />);
    await expect.element(page.getByTestId('exchange-countdown')).toHaveTextContent('有効期限まで あと4秒');
    await expect.element(spoken()).toHaveTextContent('見積もりの有効期限まで10秒を切りました');
    await view.unmount();
    await renderWithKabuto(<ExchangeScreen {...props} quote={quote} onConvert={onConvert} now={afterExpiry} />);
    await expect.element(spoken()).toHaveTextContent('見積もりの有効期限が切れました');
    await expect.element(page.getByRole('button', { name: '両替する' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: '新しい見積もりを取得' }).click();
    expect(onRequest).toHaveBeenCalledOnce();
    expect(onConvert).not.toHaveBeenCalled();
  });

  it('converts at the quote after a confirmation', async () => {
    const onConvert = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<ExchangeScreen {...props} onConvert={onConvert} />);
    await page.getByRole('button', { name: '両替する' }).click();
    const dialog = page.getByRole('alertdialog', { name: '両替の確認' });
    await expect.element(dialog).toHaveAccessibleDescription('￥1,000,000を$6,437.00に両替します。');
    await expect.element(dialog).toHaveTextContent('スプレッドのコスト$13.00');
    expect(onConvert).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '両替する' }).click();
    expect(onConvert).toHaveBeenCalledExactlyOnceWith('QT8f3a2c91d0');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('turns an open confirmation into "get a new quote" when the quote expires meanwhile', async () => {
    const onRequest = vi.fn();
    const onConvert = vi.fn();
    await renderWithKabuto(<Ticking onConvert={onConvert} quote={{ ...props.quote, onRequest }} />);
    await page.getByRole('button', { name: '両替する' }).click();
    const dialog = page.getByRole('alertdialog', { name: '両替の確認' });
    await expect.element(dialog).toHaveAccessibleDescription('￥1,000,000を$6,437.00に両替します。');
    tick(afterExpiry);
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('この見積もりは有効期限が切れました。新しい見積もりを取得してください。');
    await dialog.getByRole('button', { name: '新しい見積もりを取得' }).click();
    expect(onRequest).toHaveBeenCalledOnce();
    expect(onConvert).not.toHaveBeenCalled();
  });

  it('offers no conversion at a quote for another amount, and asks for a quote of what is typed', async () => {
    const onRequest = vi.fn();
    await renderWithKabuto(
      <ExchangeScreen {...props} form={{ ...props.form, amount: '900000' }} quote={{ ...props.quote, onRequest }} />,
    );
    await expect.element(page.getByText('条件が変わりました。見積もりを取り直してください。')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '両替する' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: '見積もりを取得' }).click();
    expect(onRequest).toHaveBeenCalledOnce();
  });

  it('checks the amount against the currency’s minor units and the balance, and the two currencies differ', async () => {
    const onRequest = vi.fn();
    const quote = { ...idleQuote.quote, onRequest };
    let view = await renderWithKabuto(
      <ExchangeScreen {...props} quote={quote} form={{ ...props.form, amount: '1000.5' }} />,
    );
    const amount = page.getByRole('textbox', { name: '売る金額' });
    await expect.element(amount).toHaveAccessibleDescription(/JPYは小数なしで入力してください/);
    await view.unmount();
    view = await renderWithKabuto(
      <ExchangeScreen {...props} quote={quote} form={{ ...props.form, amount: '1300000' }} />,
    );
    await expect.element(amount).toHaveAccessibleDescription(/利用可能な残高 ￥1,250,000 を超えています/);
    await expect.element(page.getByRole('link', { name: '入金する' })).toHaveAttribute('href', '#/mine/deposit');
    await page.getByRole('button', { name: '見積もりを取得' }).click();
    await view.unmount();
    view = await renderWithKabuto(
      <ExchangeScreen {...props} quote={quote} form={{ ...props.form, from: 'USD', amount: '100.55' }} />,
    );
    await expect.element(amount).toHaveAccessibleDescription(/利用可能 \$6,437\.00・小数2桁まで/);
    await view.unmount();
    await renderWithKabuto(<ExchangeScreen {...props} quote={quote} form={{ ...props.form, to: 'JPY' }} />);
    await expect.element(page.getByText('売る通貨と違う通貨を選んでください')).toBeVisible();
    await page.getByRole('button', { name: '見積もりを取得' }).click();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('fills the whole balance, swaps the currencies and picks one', async () => {
    const onAmountChange = vi.fn();
    const onSwap = vi.fn();
    const onToChange = vi.fn();
    await renderWithKabuto(<ExchangeScreen {...props} form={{ ...props.form, onAmountChange, onSwap, onToChange }} />);
    await page.getByRole('button', { name: '全額' }).click();
    expect(onAmountChange).toHaveBeenCalledWith('1250000');
    await page.getByRole('button', { name: '売る通貨と買う通貨を入れ替える' }).click();
    expect(onSwap).toHaveBeenCalledOnce();
    await page.getByRole('combobox', { name: '買う通貨' }).click();
    await page.getByRole('option', { name: 'KRW 韓国ウォン' }).click();
    expect(onToChange).toHaveBeenCalledWith('KRW');
  });

  it('lists the conversions with what was paid and received, and loads more', async () => {
    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <ExchangeScreen {...props} history={{ ...exchangeList(history), hasMore: true, onLoadMore }} />,
    );
    const list = page.getByRole('list', { name: '両替の履歴' });
    await expect.element(list.getByRole('listitem')).toHaveLength(3);
    await expect
      .element(list.getByRole('listitem', { name: 'JPY → KRW' }))
      .toHaveTextContent('支払う金額￥50,000受取額₩448,695適用レート1 JPY ＝ 8.9739 KRWスプレッド0.40%手数料￥0');
    await expect.element(list.getByRole('listitem', { name: 'USD → CNY' })).toHaveTextContent(/受取額元\s1,515\.82/);
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('shows what a conversion did, and the empty, loading and error states', async () => {
    const onRetry = vi.fn();
    let view = await renderWithKabuto(<ExchangeScreen {...props} {...idleQuote} converted={history[0]} />);
    await expect
      .element(page.getByRole('status').filter({ hasText: '両替しました' }))
      .toHaveTextContent('￥1,000,000を$6,437.00に両替しました（適用レート 1 JPY ＝ 0.006437 USD）。');
    await view.unmount();
    view = await renderWithKabuto(<ExchangeScreen {...props} balances={emptyBalances} history={exchangeList([])} />);
    await expect.element(page.getByText('両替の履歴はまだありません')).toBeVisible();
    await view.unmount();
    view = await renderWithKabuto(<ExchangeScreen {...props} status="loading" balances={undefined} />);
    await expect.element(page.getByTestId('exchange-skeleton')).toBeVisible();
    await view.unmount();
    await renderWithKabuto(<ExchangeScreen {...props} status="error" balances={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('reads in Chinese and English', async () => {
    const view = await renderWithKabuto(<ExchangeScreen {...props} now={afterExpiry} />, { locale: 'cn' });
    await expect.element(page.getByRole('region', { name: '各币种余额' })).toHaveTextContent('USD美元US$6,437.00');
    await expect.element(page.getByRole('region', { name: '报价' })).toHaveTextContent('到账金额US$6,437.00');
    await expect.element(page.getByRole('button', { name: '获取新报价' })).toBeVisible();
    await view.unmount();
    await renderWithKabuto(<ExchangeScreen {...props} />, { locale: 'us' });
    await expect
      .element(page.getByRole('region', { name: 'Balances by currency' }))
      .toHaveTextContent('KRWSouth Korean Won₩448,695');
    const quote = page.getByRole('region', { name: 'Quote' });
    await expect.element(quote).toHaveTextContent('You receive$6,437.00');
    await expect.element(quote).toHaveTextContent('rounded down to the 0.01 of USD.');
    await expect.element(page.getByTestId('exchange-countdown')).toHaveTextContent('Quote valid for 24 s more');
  });
});
