import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { fieldBinding } from '../../FieldBinding.ts';
import { renderMarkets } from '../../markets/shared/testing.tsx';
import { PositionDetailScreen } from './PositionDetailScreen.tsx';
import {
  closedPosition,
  closeForm,
  lockedPosition,
  positionDetailProps,
  toyotaMarginCall,
  toyotaWarning,
} from './PositionDetailScreen.fixtures.ts';

const props = positionDetailProps;

/** The value next to a label in a description list. */
function valueOf(region: ReturnType<typeof page.getByRole>, label: string): string {
  const term = region.getByText(label, { exact: true }).element();
  return term.closest('div')?.querySelector('dd')?.textContent ?? '';
}

describe('PositionDetailScreen', () => {
  it('shows every field of the position', async () => {
    await renderWithKabuto(<PositionDetailScreen {...props} />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'ポジション詳細' })).toBeVisible();
    const head = page.getByRole('region', { name: /トヨタ自動車/ });
    await expect.element(head).toHaveTextContent('7203');
    await expect.element(head).toHaveTextContent('保有中');
    await expect.element(head).toHaveTextContent('2,995.5');
    await expect.element(head).toHaveTextContent('▲+￥9,100.00+1.54%');

    const trade = page.getByRole('region', { name: '取引内容' });
    expect(valueOf(trade, '注文番号')).toBe('880198');
    expect(valueOf(trade, '買付日時')).toBe('2026/11/18 09:14');
    expect(valueOf(trade, '取得単価')).toBe('2,950.0');
    expect(valueOf(trade, '保有数量')).toBe('200株うち売却可能 200株');
    expect(valueOf(trade, '取得金額')).toBe('￥590,000.00');
    expect(valueOf(trade, '買付手数料')).toBe('￥590.00');
    expect(valueOf(trade, 'レバレッジ')).toBe('2倍');

    const valuation = page.getByRole('region', { name: '評価' });
    expect(valueOf(valuation, '評価額')).toBe('￥599,100.00');

    const margin = page.getByRole('region', { name: '信用取引' });
    expect(valueOf(margin, '当初証拠金')).toBe('￥295,000.00');
    expect(valueOf(margin, '借入額')).toBe('￥295,000.00');
    expect(valueOf(margin, '純資産（評価額 − 借入額）')).toBe('￥304,100.00');
    expect(valueOf(margin, '維持証拠金（評価額の20%）')).toBe('￥119,820.00');
    expect(valueOf(margin, '証拠金の状態')).toContain('問題なし');

    const conditions = page.getByRole('region', { name: '売却の条件' });
    expect(valueOf(conditions, 'ロックアップ')).toBe('なし');
    expect(valueOf(conditions, '売却可能日')).toBe('2026/11/18');
    await expect
      .element(page.getByRole('link', { name: '銘柄ページを見る' }))
      .toHaveAttribute('href', props.quoteHref!);
  });

  it('warns before a margin call and says what to do, louder on the call itself', async () => {
    const { rerender } = await renderMarkets(<PositionDetailScreen {...props} position={toyotaWarning} />);
    const warning = page.getByRole('status').filter({ hasText: '純資産が維持証拠金に近づいています' });
    await expect.element(warning).toHaveTextContent('入金するか、一部を決済して借入を減らしてください');
    await expect.element(warning.getByRole('link', { name: '入金する' })).toHaveAttribute('href', '#/mine/deposit');
    await rerender(<PositionDetailScreen {...props} position={toyotaMarginCall} />);
    const call = page.getByRole('alert');
    await expect.element(call).toHaveTextContent('追加証拠金（追証）が必要です');
    await expect.element(call).toHaveTextContent('ポジションを決済してください');
    expect(valueOf(page.getByRole('region', { name: '信用取引' }), '証拠金の状態')).toContain('追加証拠金が必要');
  });

  it('shows a cash position in lock-up, which cannot be closed yet', async () => {
    await renderWithKabuto(<PositionDetailScreen {...props} position={lockedPosition} />);
    expect(valueOf(page.getByRole('region', { name: '取引内容' }), 'レバレッジ')).toBe('1倍（現物）');
    await expect.element(page.getByRole('region', { name: '信用取引' })).not.toBeInTheDocument();
    const conditions = page.getByRole('region', { name: '売却の条件' });
    expect(valueOf(conditions, 'ロックアップ')).toBe('7日（2026/11/27まで）');
    expect(valueOf(conditions, '売却可能日')).toBe('2026/11/28');
    await expect.element(page.getByRole('button', { name: '決済する' })).toBeDisabled();
    await expect.element(page.getByText(/今は決済できません/)).toBeVisible();
  });

  it('shows a closed position with its sale and realized P&L, and no close action', async () => {
    await renderWithKabuto(<PositionDetailScreen {...props} position={closedPosition} close={undefined} />);
    const sale = page.getByRole('region', { name: '売却' });
    expect(valueOf(sale, '売却単価')).toBe('8,710');
    expect(valueOf(sale, '売却日時')).toBe('2026/11/19 10:15');
    expect(valueOf(sale, '実現損益')).toBe('▲+￥24,284.00+2.87%');
    await expect.element(page.getByRole('region', { name: /任天堂/ })).toHaveTextContent('決済済み');
    await expect.element(page.getByRole('button', { name: '決済する' })).not.toBeInTheDocument();
  });

  it('asks the seed’s question before closing, with quantity and market or limit price', async () => {
    const onOpenChange = vi.fn();
    const onOrderTypeChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const close = { ...closeForm, onOpenChange, onOrderTypeChange, onSubmit };
    const { rerender } = await renderMarkets(<PositionDetailScreen {...props} close={close} />);
    await page.getByRole('button', { name: '決済する' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(true);

    await rerender(<PositionDetailScreen {...props} close={{ ...close, open: true }} />);
    const dialog = page.getByRole('dialog', { name: 'このポジションを決済しますか？' });
    await expect.element(dialog).toHaveAccessibleDescription('トヨタ自動車（7203）・売却可能 200株');
    const quantity = dialog.getByRole('textbox', { name: '決済数量' });
    await expect.element(quantity).toHaveValue('200');
    await expect.element(quantity).toHaveAccessibleDescription(/100株単位、または売却可能な全株/);
    await expect.element(dialog.getByRole('button', { name: '決済数量 増やす' })).toBeDisabled();
    await dialog.getByRole('button', { name: '決済数量 減らす' }).click();
    await expect.element(quantity).toHaveValue('100');
    await expect.element(dialog).toHaveTextContent('成行で、その時点で約定できる価格で売却します（現在値 2,995.5）');
    await dialog.getByRole('radio', { name: '指値' }).click();
    expect(onOrderTypeChange).toHaveBeenCalledWith('limit');

    await rerender(<PositionDetailScreen {...props} close={{ ...close, open: true, orderType: 'limit' }} />);
    await expect
      .element(dialog.getByRole('textbox', { name: '価格' }))
      .toHaveAccessibleDescription(/値幅制限 2,480.0〜3,480.0/);
    await dialog.getByRole('button', { name: '決済する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('flags a limit price outside the band', async () => {
    await renderWithKabuto(
      <PositionDetailScreen
        {...props}
        close={{ ...closeForm, open: true, orderType: 'limit', values: { quantity: '200', price: '3600' } }}
      />,
    );
    const price = page.getByRole('dialog').getByRole('textbox', { name: '価格' });
    await expect.element(price).toHaveAttribute('aria-invalid', 'true');
    await expect.element(price).toHaveAccessibleDescription(/範囲外です/);
  });

  it('stays open while closing, shows a refusal, and then the closing order', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = await renderMarkets(
      <PositionDetailScreen {...props} close={{ ...closeForm, open: true, submitting: true, onOpenChange }} />,
    );
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('button', { name: /決済する/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    await rerender(
      <PositionDetailScreen
        {...props}
        close={{
          ...closeForm,
          open: true,
          formError: '取引時間外です',
          quantityField: fieldBinding('quantity', { invalid: true, errorMessage: '100株単位で入力してください' }),
        }}
      />,
    );
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('取引時間外です');
    await expect.element(dialog.getByRole('textbox', { name: '決済数量' })).toHaveAttribute('aria-invalid', 'true');
    await rerender(
      <PositionDetailScreen
        {...props}
        position={{ ...props.position!, status: 'closing', sellableQuantity: 0 }}
        closing={{ orderNo: '880240', status: 'working' }}
      />,
    );
    await expect
      .element(page.getByRole('status').filter({ hasText: '880240' }))
      .toHaveTextContent('決済注文を受け付けました（注文番号 880240）');
    await expect.element(page.getByRole('region', { name: /トヨタ自動車/ })).toHaveTextContent('決済中');
  });

  it('has loading, error and not-found states', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderMarkets(<PositionDetailScreen {...props} status="loading" position={undefined} />);
    await expect.element(page.getByRole('status').filter({ hasText: '読み込み中' })).toBeInTheDocument();
    await rerender(<PositionDetailScreen {...props} status="error" position={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await rerender(<PositionDetailScreen {...props} status="notFound" position={undefined} />);
    await expect.element(page.getByText('お探しのポジションは見つかりません')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'ポジション一覧へ' }))
      .toHaveAttribute('href', '#/position/index');
  });

  it('asks in Chinese and English', async () => {
    const { unmount } = await renderWithKabuto(
      <PositionDetailScreen {...props} close={{ ...closeForm, open: true }} />,
      { locale: 'cn' },
    );
    await expect.element(page.getByRole('dialog', { name: '确定要平仓吗？' })).toBeVisible();
    await unmount();
    await renderWithKabuto(<PositionDetailScreen {...props} close={{ ...closeForm, open: true }} />, {
      locale: 'us',
    });
    await expect
      .element(page.getByRole('dialog', { name: 'Are you sure you want to close this position?' }))
      .toBeVisible();
  });
});
