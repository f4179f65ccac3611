import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Locale } from '../../../intl/locales.ts';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import {
  accountWith,
  cancelledApplication,
  closedApplication,
  daytradeList,
  debtAccount,
  localizeDaytradeFixtures,
  mufgCloseDetail,
  rejectedApplication,
  reviewingApplication,
  submittedApplication,
} from '../shared/fixtures.ts';
import { WithinDaysScreen } from './WithinDaysScreen.tsx';
import { closedTab, filledApply, notAppliedProps, ordersTab, withinDaysProps } from './WithinDaysScreen.fixtures.ts';
import type { WithinDaysScreenProps } from './WithinDaysScreen.types.ts';

const props = withinDaysProps;

function renderIn(locale: Locale, overrides: Partial<WithinDaysScreenProps> = {}) {
  const localized = localizeDaytradeFixtures({ ...props, ...overrides }, locale);
  return renderWithKabuto(<WithinDaysScreen {...localized} />, { locale });
}

describe('WithinDaysScreen', () => {
  it('explains one-day margin, its costs and the risk, then offers the form', async () => {
    await renderWithKabuto(<WithinDaysScreen {...props} {...notAppliedProps} />);
    const about = page.getByRole('region', { name: '一日信用のしくみ' });
    await expect.element(about).toHaveTextContent('最大3倍のレバレッジ');
    const costs = about.getByRole('definition');
    expect(costs.elements().map((cell) => cell.textContent)).toEqual([
      '約定代金の0.05%',
      '年2.80%（1日分）',
      '3倍',
      '￥100,000.00',
      '毎取引日の大引け（15:25〜15:30）',
    ]);
    await expect.element(about).toHaveTextContent('必要証拠金は約定代金÷レバレッジ（最大3倍）です。');
    await expect.element(about.getByRole('note')).toHaveTextContent('損失が保証金を超えることがあります');
    await expect.element(page.getByRole('region', { name: '申し込む' })).toBeVisible();
    expect(page.getByRole('region', { name: '申込状況' }).elements()).toHaveLength(0);
  });

  it('keeps the review disabled until the rules are ticked and the fund is valid, then confirms and applies', async () => {
    const onAgreedChange = vi.fn();
    const onSubmit = vi.fn(() => Promise.resolve());
    const unticked = await renderWithKabuto(
      <WithinDaysScreen
        {...props}
        {...notAppliedProps}
        apply={{ ...filledApply, agreed: false, onAgreedChange, onSubmit }}
      />,
    );
    const review = page.getByRole('button', { name: '申込内容を確認' });
    await expect.element(review).toBeDisabled();
    await page.getByRole('checkbox', { name: /上のルールとリスク/ }).click();
    expect(onAgreedChange).toHaveBeenCalledWith(true);
    await unticked.unmount();

    const below = await renderWithKabuto(
      <WithinDaysScreen {...props} {...notAppliedProps} apply={{ ...filledApply, amount: '99999', onSubmit }} />,
    );
    await expect.element(page.getByText('￥100,000.00以上を入力してください')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '申込内容を確認' })).toBeDisabled();
    await below.unmount();

    const short = await renderWithKabuto(
      <WithinDaysScreen {...props} {...notAppliedProps} apply={{ ...filledApply, amount: '1250001', onSubmit }} />,
    );
    await expect.element(page.getByText('利用可能残高が足りません。入金してからお申し込みください。')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '申込内容を確認' })).toBeDisabled();
    await short.unmount();

    await renderWithKabuto(<WithinDaysScreen {...props} {...notAppliedProps} apply={{ ...filledApply, onSubmit }} />);
    await page.getByRole('button', { name: '申込内容を確認' }).click();
    const dialog = page.getByRole('alertdialog', { name: '一日信用の申込' });
    await expect.element(dialog).toHaveAccessibleDescription(/保証金￥300,000.00を現金から拘束して申し込みます/);
    expect(onSubmit).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '申し込む' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('shows the app’s field messages and a refusal with the way on', async () => {
    await renderWithKabuto(
      <WithinDaysScreen
        {...props}
        {...notAppliedProps}
        apply={{
          ...filledApply,
          amountError: '金額を入力してください',
          agreeError: '同意が必要です',
          refusal: 'insufficient_balance',
        }}
      />,
    );
    await expect
      .element(page.getByRole('textbox', { name: '保証金' }))
      .toHaveAccessibleDescription(/金額を入力してください/);
    await expect.element(page.getByRole('checkbox')).toHaveAccessibleDescription(/同意が必要です/);
    await expect
      .element(page.getByRole('region', { name: '申し込む' }).getByRole('link', { name: '入金する' }).first())
      .toHaveAttribute('href', '#/mine/deposit');
  });

  it('links to identity verification instead of the form when identity is not verified', async () => {
    await renderWithKabuto(<WithinDaysScreen {...props} {...notAppliedProps} identityVerified={false} />);
    await expect.element(page.getByRole('link', { name: '本人確認へ' })).toHaveAttribute('href', '#/mine/verified');
    expect(page.getByRole('region', { name: '申し込む' }).elements()).toHaveLength(0);
  });

  it('withdraws an application under review after a confirmation', async () => {
    const onWithdraw = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <WithinDaysScreen
        {...props}
        {...notAppliedProps}
        account={accountWith(reviewingApplication)}
        onWithdraw={onWithdraw}
      />,
    );
    const status = page.getByRole('region', { name: '申込状況' });
    await expect.element(status).toHaveTextContent('審査中');
    await expect.element(status).toHaveTextContent('担当者が審査しています。');
    expect(page.getByRole('region', { name: '申し込む' }).elements()).toHaveLength(0);
    await status.getByRole('button', { name: '申込を取り下げる' }).click();
    const dialog = page.getByRole('alertdialog', { name: '申込の取下げ' });
    await expect.element(dialog).toHaveAccessibleDescription(/保証金￥300,000.00を利用可能残高に戻しますか/);
    await dialog.getByRole('button', { name: '取り下げる' }).click();
    expect(onWithdraw).toHaveBeenCalledWith('1215');
  });

  it('says why an application was rejected, with the operator’s note, and offers the form again', async () => {
    await renderWithKabuto(
      <WithinDaysScreen {...props} {...notAppliedProps} account={accountWith(rejectedApplication)} />,
    );
    const status = page.getByRole('region', { name: '申込状況' });
    await expect.element(status).toHaveTextContent('否認');
    await expect.element(status).toHaveTextContent('信用取引の適合性基準を満たしていないため');
    await expect
      .element(status)
      .toHaveTextContent('担当者より：株式の取引経験が1年以上になりましたら、改めてお申し込みください。');
    await expect.element(page.getByRole('region', { name: '申し込む' })).toBeVisible();
  });

  it.each([
    [
      'jp',
      {
        submitted: '申込済',
        reviewing: '審査中',
        rejected: '承認されませんでした',
        cancelled: '取り下げました',
        closed: '解約しました',
      },
    ],
    [
      'cn',
      {
        submitted: '已申请',
        reviewing: '审核中',
        rejected: '申请未获批准',
        cancelled: '申请已撤回',
        closed: '账户已注销',
      },
    ],
    [
      'us',
      {
        submitted: 'Submitted',
        reviewing: 'In review',
        rejected: 'not approved',
        cancelled: 'You withdrew',
        closed: 'You closed',
      },
    ],
  ] as const)('states its application states in %s', async (locale, texts) => {
    const states = {
      submitted: submittedApplication,
      reviewing: reviewingApplication,
      rejected: rejectedApplication,
      cancelled: cancelledApplication,
      closed: closedApplication,
    } as const;
    for (const [state, application] of Object.entries(states)) {
      const screen = await renderIn(locale, { ...notAppliedProps, account: accountWith(application) });
      await expect.element(page.getByRole('main')).toHaveTextContent(texts[state as keyof typeof texts]);
      await screen.unmount();
    }
  });

  it.each([
    ['jp', '利用可能な証拠金', '本日の確定損益', 'トヨタ自動車の建玉を決済', '買建', '売建'],
    ['cn', '可用保证金', '今日已实现盈亏', '平仓丰田汽车', '做多', '做空'],
    ['us', 'Available margin', 'Realized today', 'Close position in Toyota Motor', 'Long', 'Short'],
  ] as const)(
    'shows the approved account and its positions in %s',
    async (locale, available, today, close, long, short) => {
      await renderIn(locale);
      const main = page.getByRole('main');
      await expect.element(main).toHaveTextContent(available);
      await expect.element(main).toHaveTextContent(today);
      await expect.element(main).toHaveTextContent(long);
      await expect.element(main).toHaveTextContent(short);
      await expect.element(page.getByRole('button', { name: close })).toBeEnabled();
    },
  );

  it('shows the account’s figures, live profit in the market’s colours and the auto-close time', async () => {
    await renderWithKabuto(<WithinDaysScreen {...props} />);
    const account = page.getByRole('region', { name: '一日信用口座' });
    await expect.element(account).toHaveTextContent('利用可能な証拠金￥246,247.00');
    await expect.element(account).toHaveTextContent('保証金￥1,005,331.00');
    await expect.element(account).toHaveTextContent('使用中の証拠金￥754,884.00');
    await expect.element(account).toHaveTextContent('建玉可能額￥3,015,993.00');
    await expect.element(account).toHaveTextContent('本日の確定損益▲+￥5,331.00');
    await expect.element(account).toHaveTextContent('取引時間中');
    await expect.element(account).toHaveTextContent('本日の建玉は2026/11/20 15:30 JSTに大引けで自動決済されます。');
    expect(account.getByText('不足金').elements()).toHaveLength(0);
    await expect
      .element(account.getByRole('link', { name: '取引する' }))
      .toHaveAttribute('href', props.links.tradeHref);

    const list = page.getByRole('list', { name: '本日の建玉' });
    const toyota = list.getByRole('listitem', { name: 'トヨタ自動車' });
    await expect.element(toyota).toHaveTextContent('買建');
    await expect.element(toyota).toHaveTextContent('数量300株');
    await expect.element(toyota).toHaveTextContent('建単価￥2,995.5');
    await expect.element(toyota).toHaveTextContent('現在値￥3,012.0');
    await expect.element(toyota).toHaveTextContent('レバレッジ3倍');
    await expect.element(toyota).toHaveTextContent('証拠金￥299,550.00');
    await expect.element(toyota.getByText('+￥4,950.00')).toHaveAttribute('data-direction', 'up');
    await expect.element(toyota).toHaveTextContent('2026/11/20 15:30 JSTに自動決済');
    const sony = list.getByRole('listitem', { name: 'ソニーグループ' });
    await expect.element(sony).toHaveTextContent('売建');
    await expect.element(sony.getByText('-￥4,200.00')).toHaveAttribute('data-direction', 'down');
  });

  it('closes a position through the seed’s confirmation with the chosen type, shares and price', async () => {
    const onClosePosition = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<WithinDaysScreen {...props} onClosePosition={onClosePosition} />);
    await page.getByRole('button', { name: 'トヨタ自動車の建玉を決済' }).click();
    const dialog = page.getByRole('dialog', { name: '建玉の決済' });
    await expect.element(dialog).toHaveAccessibleDescription(/トヨタ自動車の買建を決済します/);
    await expect.element(dialog).toHaveTextContent('建玉数量300株');
    // All of it at market by default: (3,012.0 − 2,995.5) × 300 = 4,950.0; fee ⌊903,600.0 × 0.05 %⌋ = 451.
    await expect.element(dialog.getByRole('radio', { name: '成行' })).toBeChecked();
    const quantity = dialog.getByRole('textbox', { name: '決済数量' });
    await expect.element(quantity).toHaveValue('300');
    await expect.element(dialog).toHaveTextContent('損益の見込み▲+￥4,950.00');
    await expect.element(dialog).toHaveTextContent('手数料の見込み￥451.00');

    // Not a whole lot: refused on the spot, nothing sent.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '150');
    await expect.element(dialog).toHaveTextContent('100株単位で入力してください');
    await dialog.getByRole('button', { name: '決済する' }).click();
    expect(onClosePosition).not.toHaveBeenCalled();

    // Part of it at a limit: (3,020.0 − 2,995.5) × 200 = 4,900.0.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '200');
    await dialog.getByRole('radio', { name: '指値' }).click();
    const price = dialog.getByRole('textbox', { name: '価格' });
    await userEvent.clear(price);
    await userEvent.type(price, '3020.0');
    await expect.element(dialog).toHaveTextContent('損益の見込み▲+￥4,900.00');
    await dialog.getByRole('button', { name: '決済する' }).click();
    expect(onClosePosition).toHaveBeenCalledWith({
      positionId: '55012',
      orderType: 'limit',
      price: '3020.0',
      quantity: 200,
    });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('estimates a short’s close the other way round and keeps the dialog open with a refusal', async () => {
    await renderWithKabuto(
      <WithinDaysScreen
        {...props}
        onClosePosition={() => Promise.reject(new Error('not_trading_time'))}
        closePositionRefusal={{ positionId: '55019', code: 'not_trading_time' }}
      />,
    );
    await page.getByRole('button', { name: 'ソニーグループの建玉を決済' }).click();
    const dialog = page.getByRole('dialog');
    // (3,560 − 3,581) × 200 = −4,200.
    await expect.element(dialog).toHaveTextContent('損益の見込み▼-￥4,200.00');
    await expect.element(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: '決済する' }).click();
    await expect.element(dialog).toBeVisible();
  });

  it('closes the account only when nothing is open, after a confirmation', async () => {
    const blocked = await renderWithKabuto(<WithinDaysScreen {...props} />);
    const close = page.getByRole('button', { name: '口座を解約' });
    await expect.element(close).toBeDisabled();
    await expect.element(close).toHaveAccessibleDescription(/建玉か注文があるため解約できません/);
    await blocked.unmount();

    const onCloseAccount = vi.fn();
    await renderWithKabuto(
      <WithinDaysScreen
        {...props}
        positionsOpen={false}
        positions={daytradeList([])}
        onCloseAccount={onCloseAccount}
      />,
    );
    await expect.element(page.getByText('本日の建玉はありません')).toBeVisible();
    await page.getByRole('button', { name: '口座を解約' }).click();
    const dialog = page.getByRole('alertdialog', { name: '一日信用口座の解約' });
    await expect.element(dialog).toHaveAccessibleDescription(/保証金￥1,005,331.00を利用可能残高に戻しますか/);
    await dialog.getByRole('button', { name: '解約する' }).click();
    expect(onCloseAccount).toHaveBeenCalledWith('1207');
  });

  it('shows a debt plainly and offers no trading until it is settled', async () => {
    await renderWithKabuto(
      <WithinDaysScreen {...props} account={debtAccount} positions={daytradeList([])} positionsOpen={false} />,
    );
    const account = page.getByRole('region', { name: '一日信用口座' });
    await expect.element(account).toHaveTextContent('不足金￥48,200.00');
    await expect.element(account.getByRole('alert')).toHaveTextContent('不足金￥48,200.00があります');
    expect(account.getByRole('link', { name: '取引する' }).elements()).toHaveLength(0);
  });

  it('lists closed positions with their realized profit', async () => {
    await renderWithKabuto(<WithinDaysScreen {...props} {...closedTab} />);
    const list = page.getByRole('list', { name: '決済済' });
    const mufg = list.getByRole('listitem', { name: '三菱UFJフィナンシャル・グループ' });
    await expect.element(mufg).toHaveTextContent('確定損益▲+￥5,331.00');
    await expect.element(mufg).toHaveTextContent('2026/11/20 09:48 JSTに決済');
    await expect.element(list.getByRole('listitem', { name: 'KDDI' })).toHaveTextContent('確定損益▼-￥2,179.00');
    expect(list.getByRole('button').elements()).toHaveLength(0);
  });

  it('lists orders with their state, effect, fail reason and the auto-close badge, and opens their details', async () => {
    const onTabChange = vi.fn();
    const onOpenOrder = vi.fn();
    const { unmount } = await renderWithKabuto(
      <WithinDaysScreen {...props} {...ordersTab} onTabChange={onTabChange} onOpenOrder={onOpenOrder} />,
    );
    const tabs = page.getByRole('tablist', { name: '建玉と注文' }).getByRole('tab');
    expect(tabs.elements().map((tab) => tab.textContent)).toEqual(['本日の建玉', '決済済', '注文']);
    await page.getByRole('tab', { name: '決済済' }).click();
    expect(onTabChange).toHaveBeenCalledWith('closed');
    const list = page.getByRole('list', { name: '注文' });
    await expect.element(list.getByRole('listitem')).toHaveLength(6);
    const working = list.getByRole('listitem').first();
    await expect.element(working).toHaveTextContent('買建');
    await expect.element(working).toHaveTextContent('受付');
    await expect.element(working).toHaveTextContent('数量0/100株');
    await expect.element(working).toHaveTextContent('証拠金￥99,334.00');
    const autoClose = list.getByRole('listitem').nth(4);
    await expect.element(autoClose).toHaveTextContent('売埋');
    await expect.element(autoClose).toHaveTextContent('自動決済');
    await expect.element(autoClose).toHaveTextContent('確定損益▼-￥2,179.00');
    const failed = list.getByRole('listitem').nth(5);
    await expect.element(failed).toHaveTextContent('失効');
    await expect.element(failed).toHaveTextContent('失効の理由：取引時間の終了までに約定しませんでした');
    await page.getByRole('button', { name: '三菱UFJフィナンシャル・グループの注文の明細' }).click();
    expect(onOpenOrder).toHaveBeenCalledWith('880427');
    await unmount();

    const onCloseOrder = vi.fn();
    await renderWithKabuto(
      <WithinDaysScreen
        {...props}
        {...ordersTab}
        orderDetail={{ status: 'ready', detail: mufgCloseDetail }}
        onCloseOrder={onCloseOrder}
      />,
    );
    const sheet = page.getByRole('dialog', { name: /注文の明細/ });
    await expect.element(sheet).toHaveTextContent('注文番号880427');
    await expect.element(sheet).toHaveTextContent('取引売埋');
    await expect.element(sheet).toHaveTextContent('確定損益▲+￥5,331.00');
    const fills = sheet.getByRole('list', { name: '約定' }).getByRole('listitem');
    await expect.element(fills.first()).toHaveTextContent('300株 × ￥1,848.0手数料 ￥277.00');
    await expect.element(fills.nth(1)).toHaveTextContent('200株 × ￥1,848.0手数料 ￥184.00');
    await expect.element(fills.nth(1)).toHaveTextContent('2026/11/20 09:48 JST');
    await sheet.getByRole('button', { name: '閉じる' }).click();
    expect(onCloseOrder).toHaveBeenCalledOnce();
  });

  it('has loading, error (retry), empty and load-more states', async () => {
    const loading = await renderWithKabuto(<WithinDaysScreen {...props} status="loading" account={undefined} />);
    await expect.element(page.getByTestId('daytrade-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    const failed = await renderWithKabuto(
      <WithinDaysScreen {...props} status="error" account={undefined} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();
    const onListRetry = vi.fn();
    const listFailed = await renderWithKabuto(
      <WithinDaysScreen {...props} positions={{ ...daytradeList([]), status: 'error', onRetry: onListRetry }} />,
    );
    await expect.element(page.getByRole('region', { name: '一日信用口座' })).toBeVisible();
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onListRetry).toHaveBeenCalledOnce();
    await listFailed.unmount();
    const empty = await renderWithKabuto(<WithinDaysScreen {...props} {...notAppliedProps} />);
    await expect.element(page.getByText('申込はまだありません')).toBeVisible();
    await empty.unmount();
    const onLoadMore = vi.fn();
    await renderWithKabuto(
      <WithinDaysScreen
        {...props}
        positions={{ ...props.positions, hasMore: true, onLoadMore }}
        applications={{ ...props.applications, hasMore: false }}
      />,
    );
    await page.getByRole('button', { name: 'さらに表示' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
