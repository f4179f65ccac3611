import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { endedProduct, momentumProduct, navHistory, ruleProduct, valueOrder } from '../shared/fixtures.ts';
import { FollowDetailScreen } from './FollowDetailScreen.tsx';
import { closedBuy, followDetailProps, previewedBuy } from './FollowDetailScreen.fixtures.ts';
import type { FollowBuyProps } from './FollowDetailScreen.types.ts';

const props = followDetailProps;
const buy = (overrides: Partial<FollowBuyProps>): FollowBuyProps => ({ ...previewedBuy, ...overrides });

describe('FollowDetailScreen', () => {
  it('shows the NAV, the realised returns, the strategy, the basket, every fee and the risk, with no lock-in', async () => {
    await renderWithKabuto(<FollowDetailScreen {...props} />);
    const head = page.getByRole('region', { name: '日本大型株バリュー戦略' });
    await expect.element(head).toHaveTextContent('基準価額（1口あたり）￥10,432.18前日比 ▼-0.62%');
    await expect.element(head).toHaveTextContent('2026/11/20 15:30 JST 時点');
    await expect.element(head).toHaveTextContent('募集中');
    await expect.element(head.getByRole('link')).toHaveAttribute('href', '#/mine/followOrder');

    const performance = page.getByRole('region', { name: 'リーダーの成績とフォロワーの実際の損益' });
    await expect.element(performance).toHaveTextContent('戦略の成績（設定来・手数料前）▲+4.32%');
    await expect
      .element(performance)
      .toHaveTextContent('フォロワーの実現損益（手数料後）▲+2.91%終了した412件の注文の平均');

    const strategy = page.getByRole('region', { name: '戦略', exact: true });
    await expect.element(strategy).toHaveTextContent('配当と割安度で選んだ大型株4銘柄');
    await expect.element(strategy).toHaveTextContent('リーダー山田 健一');
    await expect.element(strategy).toHaveTextContent('設定日と当初の基準価額2025/04/01・￥10,000');

    const basket = page.getByRole('list', { name: '組入銘柄と比率' });
    await expect.element(basket.getByRole('listitem')).toHaveLength(4);
    await expect.element(basket.getByRole('listitem').first()).toHaveTextContent('トヨタ自動車コード 720330.00%');

    const terms = page.getByRole('region', { name: '手数料と条件' });
    await expect.element(terms).toHaveTextContent('最低投資額￥100,000.00');
    await expect.element(terms).toHaveTextContent('購入手数料なし');
    await expect.element(terms).toHaveTextContent('早期停止手数料0.50%（購入から30日以内に停止した場合のみ）');
    await expect.element(terms).toHaveTextContent('成功報酬利益の10.00%（利益が出た場合のみ）');
    await expect.element(terms).toHaveTextContent('募集期限2026/12/25 15:00 JST');
    await expect.element(terms).toHaveTextContent('いつでも停止できます');
    await expect
      .element(page.getByRole('region', { name: 'リスクについて' }))
      .toHaveTextContent('元本は保証されません');
    expect(document.body.textContent).not.toMatch(/ロック|解約できません|保証します/);
  });

  it('states a rule in plain words and says when no follower has ended an order', async () => {
    await renderWithKabuto(<FollowDetailScreen {...props} product={ruleProduct} myFollowingCount={0} />);
    const rule = page.getByRole('region', { name: '運用ルール' });
    await expect.element(rule).toHaveTextContent('時価総額上位5銘柄を同じ金額ずつ保有');
    await expect.element(rule).toHaveTextContent('人の判断は入りません');
    await expect.element(rule).toHaveTextContent('運用者Kabuto クオンツチーム');
    await expect.element(page.getByText('まだ終了した注文がないため、表示できる実績はありません。')).toBeVisible();
    await expect.element(page.getByRole('region', { name: '手数料と条件' })).toHaveTextContent('募集期限期限なし');
  });

  it('charts the NAV by range, with the range’s change and drawdown, and reads it by keyboard', async () => {
    const onRangeChange = vi.fn();
    const points = navHistory('210', '1w');
    await renderWithKabuto(
      <FollowDetailScreen {...props} history={{ ...props.history, range: '1w', points, onRangeChange }} />,
    );
    await expect.element(page.getByRole('radio', { name: '1週間' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: '6か月' }).click();
    expect(onRangeChange).toHaveBeenCalledWith('6m');
    const chart = page.getByRole('group', { name: '基準価額の推移（1週間）' });
    await expect.element(chart).toHaveAccessibleDescription(/最新 ￥10,432.18/);
    (chart.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const tooltip = page.getByTestId('nav-chart-tooltip');
    await expect.element(tooltip).toHaveTextContent('日付2026/11/20');
    await expect.element(tooltip).toHaveTextContent('基準価額￥10,432.18');
    await userEvent.keyboard('{Home}');
    await expect.element(tooltip).toHaveTextContent(`日付2026/11/16`);
    const section = page.getByRole('region', { name: '基準価額の推移' });
    await expect.element(section).toHaveTextContent(/期間の騰落率[▲▼]?[+-]?\d+\.\d\d%/);
    await expect.element(section).toHaveTextContent(/期間の最大下落率/);
    await expect.element(section).toHaveTextContent('最大下落率（設定来）');
  });

  it('has loading, error and empty states for the chart', async () => {
    const onRetry = vi.fn();
    const { unmount } = await renderWithKabuto(
      <FollowDetailScreen {...props} history={{ ...props.history, status: 'error', points: [], onRetry }} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await unmount();
    await renderWithKabuto(<FollowDetailScreen {...props} history={{ ...props.history, points: [] }} />);
    await expect.element(page.getByText('この期間の基準価額はまだありません')).toBeVisible();
  });

  it('opens the buy sheet and shows the preview: fee, units at the NAV, what is held, the exit terms', async () => {
    const onOpenChange = vi.fn();
    const screen = await renderWithKabuto(<FollowDetailScreen {...props} buy={{ ...closedBuy, onOpenChange }} />);
    await page.getByRole('button', { name: 'フォローする' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await screen.unmount();

    await renderWithKabuto(<FollowDetailScreen {...props} buy={previewedBuy} />);
    const sheet = page.getByRole('dialog', { name: '日本大型株バリュー戦略をフォロー' });
    await expect.element(sheet.getByRole('textbox', { name: '投資額' })).toHaveValue('300000');
    await expect.element(sheet).toHaveTextContent('最低 ￥100,000.00・利用可能 ￥1,250,000.00');
    const preview = sheet.getByRole('region', { name: '購入内容' });
    await expect.element(preview).toHaveTextContent('支払額￥300,000.00');
    await expect.element(preview).toHaveTextContent('購入手数料￥0.00（0.00%）');
    await expect.element(preview).toHaveTextContent('運用に回る金額￥300,000.00');
    await expect.element(preview).toHaveTextContent('現在の基準価額￥10,432.18');
    await expect.element(preview).toHaveTextContent('購入口数28.7571口');
    await expect.element(preview).toHaveTextContent('保有する内容28.7571口（組入銘柄を上の比率で保有）');
    await expect.element(preview).toHaveTextContent('早期停止手数料2026/12/22までに停止すると0.50%');
    await expect.element(preview).toHaveTextContent('成功報酬利益の10.00%（利益が出た場合のみ）');
    await expect.element(preview).toHaveTextContent('購入後の利用可能額￥950,000.00');
    await expect.element(sheet).toHaveTextContent('いつでも停止できます');
    // The disclosure must be ticked before the confirmation opens.
    await expect.element(sheet.getByRole('button', { name: '内容を確認' })).toBeDisabled();
  });

  it('reports the ticked disclosure', async () => {
    const onAgreedChange = vi.fn();
    await renderWithKabuto(<FollowDetailScreen {...props} buy={buy({ onAgreedChange })} />);
    await page.getByRole('checkbox', { name: 'リスクの説明と手数料を読み、理解しました' }).click();
    expect(onAgreedChange).toHaveBeenCalledWith(true);
  });

  it('confirms the buy with its figures and sends it once', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<FollowDetailScreen {...props} buy={buy({ agreed: true, onSubmit })} />);
    await page.getByRole('button', { name: '内容を確認' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'フォローの確認' });
    await expect
      .element(confirm)
      .toHaveAccessibleDescription('日本大型株バリュー戦略に￥300,000.00を投資します。よろしいですか？');
    await expect.element(confirm).toHaveTextContent('購入口数28.7571口');
    expect(onSubmit).not.toHaveBeenCalled();
    await confirm.getByRole('button', { name: 'フォローする' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('checks the amount: the minimum, the cash, and a preview of another amount', async () => {
    const { unmount } = await renderWithKabuto(
      <FollowDetailScreen {...props} buy={buy({ amount: '50000', agreed: true, preview: { status: 'idle' } })} />,
    );
    await expect.element(page.getByRole('textbox', { name: '投資額' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('￥100,000.00以上で入力してください')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '内容を確認' })).toBeDisabled();
    await unmount();

    const over = await renderWithKabuto(
      <FollowDetailScreen {...props} buy={buy({ amount: '2000000', agreed: true, preview: { status: 'idle' } })} />,
    );
    await expect.element(page.getByText('利用可能な現金を超えています')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '入金する' })).toHaveAttribute('href', '#/mine/deposit');
    await over.unmount();

    // The preview is of ¥300,000 but ¥400,000 is typed: it is not shown and cannot be confirmed.
    await renderWithKabuto(<FollowDetailScreen {...props} buy={buy({ amount: '400000', agreed: true })} />);
    await expect.element(page.getByText('投資額を入力すると、手数料と購入口数が表示されます。')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '内容を確認' })).toBeDisabled();
  });

  it('shows a refusal with what to do next, and the order once bought', async () => {
    const refused = await renderWithKabuto(
      <FollowDetailScreen {...props} buy={buy({ agreed: true, refusal: 'insufficient_balance' })} />,
    );
    const alert = page.getByRole('dialog').getByRole('alert');
    await expect.element(alert).toBeVisible();
    await expect.element(alert.getByRole('link', { name: '入金する' })).toHaveAttribute('href', '#/mine/deposit');
    await refused.unmount();

    await renderWithKabuto(
      <FollowDetailScreen
        {...props}
        buy={buy({ result: { ...valueOrder, amount: '300000', units: '28.7571', buyNav: '10432.18' } })}
      />,
    );
    await expect
      .element(page.getByRole('status').filter({ hasText: 'フォローを開始しました' }))
      .toHaveTextContent('28.7571口を基準価額￥10,432.18で購入しました（支払額 ￥300,000.00）');
  });

  it('offers no buy when closed, ended or unverified, and says why', async () => {
    const closed = await renderWithKabuto(<FollowDetailScreen {...props} product={momentumProduct} />);
    await expect
      .element(page.getByText(/新規の購入を受け付けていません。フォロー中の方は引き続き保有でき、いつでも停止できます/))
      .toBeVisible();
    expect(page.getByRole('button', { name: 'フォローする' }).elements()).toHaveLength(0);
    await closed.unmount();
    const ended = await renderWithKabuto(<FollowDetailScreen {...props} product={endedProduct} />);
    await expect.element(page.getByText(/運用を終了しました/)).toBeVisible();
    await ended.unmount();
    await renderWithKabuto(<FollowDetailScreen {...props} identityVerified={false} />);
    await expect.element(page.getByRole('link', { name: '本人確認へ' })).toHaveAttribute('href', '#/mine/verified');
    expect(page.getByRole('button', { name: 'フォローする' }).elements()).toHaveLength(0);
  });

  it('speaks English, in dollars', async () => {
    await renderWithKabuto(
      <FollowDetailScreen {...props} product={{ ...momentumProduct, state: 'open' }} buy={closedBuy} />,
      { locale: 'us' },
    );
    const terms = page.getByRole('region', { name: 'Fees and terms' });
    await expect.element(terms).toHaveTextContent('Minimum$1,000.00');
    await expect.element(terms).toHaveTextContent('1.00% (only when stopped within 14 days of buying)');
    await expect.element(terms).toHaveTextContent('15.00% of the gain (only when there is a gain)');
    await expect.element(page.getByRole('button', { name: 'Follow this product' })).toBeVisible();
  });

  it('has loading and error states', async () => {
    const loading = await renderWithKabuto(<FollowDetailScreen {...props} status="loading" product={undefined} />);
    await expect.element(page.getByTestId('follow-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(<FollowDetailScreen {...props} status="error" product={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
