import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminFollowProductsScreen } from './AdminFollowProductsScreen.tsx';
import {
  adminFollowCreate,
  adminFollowCreateInvalid,
  adminFollowCreateMomentum,
  adminFollowEdit,
  adminFollowProductsProps,
} from './AdminFollowProductsScreen.fixtures.ts';

const props = adminFollowProductsProps;

describe('AdminFollowProductsScreen', () => {
  it('lists every product with its state, market, kind, NAV, followers and their value', async () => {
    await renderWithKabuto(<AdminFollowProductsScreen {...props} />);
    const list = page.getByRole('region', { name: 'コピートレード商品の一覧' });
    await expect.element(list.getByRole('listitem')).toHaveLength(4);
    const value = list.getByRole('listitem', { name: '商品 210 日本大型株バリュー戦略' });
    await expect.element(value).toHaveTextContent('募集中');
    await expect.element(value).toHaveTextContent('日本 · リーダーのバスケット · 基準価額 ￥10,432.18');
    await expect.element(value).toHaveTextContent('フォロワー 1,284人 · 注文 1,502件 · 評価額 ￥418,250,600.00');
    await expect
      .element(list.getByRole('listitem', { name: '商品 218 米国株モメンタム5' }))
      .toHaveTextContent('米国 · モメンタム · 基準価額 $112.45');
    await expect.element(list.getByRole('listitem', { name: /商品 205/ })).toHaveTextContent('運用終了');
  });

  it('shows an open product’s terms and figures, and offers to close or end it', async () => {
    const onSetState = vi.fn();
    const onEdit = vi.fn();
    await renderWithKabuto(
      <AdminFollowProductsScreen {...props} selectedId="210" onSetState={onSetState} onEdit={onEdit} />,
    );
    const panel = page.getByRole('region', { name: '商品 210 の詳細と操作' });
    await expect.element(panel).toHaveTextContent('7203 トヨタ自動車 30.00%');
    await expect.element(panel).toHaveTextContent('購入手数料（%）なし');
    await expect.element(panel).toHaveTextContent('早期停止手数料（%）0.50%（購入から30日）');
    await expect.element(panel).toHaveTextContent('成功報酬（%）10.00%');
    await expect.element(panel).toHaveTextContent('募集期限（日本時間）2026/12/25 15:00');
    await expect.element(panel).toHaveTextContent('設定日2025/04/01・￥10,000');
    await expect.element(panel).toHaveTextContent('最大下落率-6.85%');
    expect(panel.getByRole('button', { name: '募集を開始' }).elements()).toHaveLength(0);
    await panel.getByRole('button', { name: '募集を停止' }).click();
    expect(onSetState).toHaveBeenLastCalledWith('210', 'closed');
    await panel.getByRole('button', { name: '運用を終了' }).click();
    expect(onSetState).toHaveBeenLastCalledWith('210', 'ended');
    await panel.getByRole('button', { name: '編集' }).click();
    expect(onEdit).toHaveBeenCalledWith('210');
  });

  it('states a rule with its parameters, opens a closed product, and locks an ended one', async () => {
    const onSetState = vi.fn();
    const { unmount } = await renderWithKabuto(
      <AdminFollowProductsScreen {...props} selectedId="218" onSetState={onSetState} />,
    );
    const momentum = page.getByRole('region', { name: '商品 218 の詳細と操作' });
    await expect.element(momentum).toHaveTextContent('モメンタム: 過去60取引日の値上がり上位5銘柄');
    await expect.element(momentum).toHaveTextContent('対象銘柄AAPL, MSFT, NVDA');
    await unmount();

    const closed = await renderWithKabuto(
      <AdminFollowProductsScreen {...props} selectedId="214" onSetState={onSetState} />,
    );
    await page.getByRole('button', { name: '募集を開始' }).click();
    expect(onSetState).toHaveBeenLastCalledWith('214', 'open');
    await closed.unmount();

    await renderWithKabuto(<AdminFollowProductsScreen {...props} selectedId="205" />);
    const ended = page.getByRole('region', { name: '商品 205 の詳細と操作' });
    await expect.element(ended).toHaveTextContent('運用を終了した商品は変更できません。');
    await expect.element(ended.getByRole('button', { name: '編集' })).toBeDisabled();
    expect(ended.getByRole('button', { name: /募集|運用を終了/ }).elements()).toHaveLength(0);
  });

  it('confirms ending with what it does to the following orders, and sends it only on confirm', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminFollowProductsScreen
        {...props}
        selectedId="210"
        action={{ productId: '210', state: 'ended', onConfirm, onCancel: () => undefined, pending: false }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '運用を終了しますか？' });
    await expect.element(dialog).toHaveTextContent('フォロー中の1,502件の注文をすべてその時点の基準価額で精算');
    await expect.element(dialog).toHaveTextContent('元に戻せません');
    expect(onConfirm).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '運用を終了' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows the outcome and the server’s refusal in the operator’s language', async () => {
    const { unmount } = await renderWithKabuto(<AdminFollowProductsScreen {...props} selectedId="214" done="closed" />);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('日本株 均等ウェイト月次リバランス の募集を停止しました。');
    await unmount();
    await renderWithKabuto(
      <AdminFollowProductsScreen {...props} selectedId="210" actionError="This product has already ended." />,
      { locale: 'us' },
    );
    const panel = page.getByRole('region', { name: 'Product 210: details and actions' });
    await expect.element(panel.getByRole('alert')).toHaveTextContent('This product has already ended.');
    await expect.element(panel).toHaveTextContent('Strategy: Four large caps chosen by dividend and value');
  });

  it('creates a leader’s basket with its lines, texts in three languages and every fee', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onStrategyKindChange = vi.fn();
    await renderWithKabuto(
      <AdminFollowProductsScreen {...props} editor={{ ...adminFollowCreate, onSubmit, onStrategyKindChange }} />,
    );
    const form = page.getByRole('form', { name: '商品を登録' });
    await expect.element(form.getByRole('textbox', { name: 'バスケット（1行に「コード:比率」）' })).toBeVisible();
    await expect.element(form).toHaveTextContent('比率の合計 100.00%');
    for (const field of [
      '商品名（中国語）',
      '紹介文（英語）',
      '戦略の説明（日本語）',
      '成功報酬（%）',
      '早期停止手数料の期間（日）',
    ]) {
      await expect.element(form.getByRole('textbox', { name: field })).toBeVisible();
    }
    await expect.element(form.getByLabelText('設定日')).toHaveAttribute('type', 'date');
    await expect.element(form.getByLabelText('募集期限（日本時間）')).toHaveAttribute('type', 'datetime-local');
    expect(form.getByRole('textbox', { name: '対象銘柄（1行に1コード）' }).elements()).toHaveLength(0);
    await form.getByRole('radio', { name: 'モメンタム' }).click();
    expect(onStrategyKindChange).toHaveBeenCalledWith('momentum');
    await form.getByRole('button', { name: '登録する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('sets up a rule with its universe and parameters, and no basket or strategy words', async () => {
    await renderWithKabuto(<AdminFollowProductsScreen {...props} editor={adminFollowCreateMomentum} />);
    const form = page.getByRole('form', { name: '商品を登録' });
    await expect.element(form.getByRole('textbox', { name: '対象銘柄（1行に1コード）' })).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: '比較する期間（取引日）' })).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: '保有銘柄数' })).toBeVisible();
    await expect.element(form).toHaveTextContent('ルールの説明文はサーバーがルールから3言語で作成し');
    expect(form.getByRole('textbox', { name: /バスケット|戦略の説明/ }).elements()).toHaveLength(0);
  });

  it('shows the validation messages, and edits without changing the market or the inception day', async () => {
    const { unmount } = await renderWithKabuto(
      <AdminFollowProductsScreen {...props} editor={adminFollowCreateInvalid} />,
    );
    const form = page.getByRole('form', { name: '商品を登録' });
    await expect.element(form.getByRole('alert').first()).toHaveTextContent('入力内容を確認してください。');
    await expect
      .element(form.getByRole('textbox', { name: '商品名（日本語）' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(form.getByText('比率の合計を100.00にしてください')).toBeVisible();
    await expect.element(form).toHaveTextContent('比率の合計 95.00%');
    await unmount();
    await renderWithKabuto(<AdminFollowProductsScreen {...props} editor={adminFollowEdit} />);
    const edit = page.getByRole('form', { name: '商品 210 を編集' });
    await expect.element(edit.getByRole('radio', { name: '日本' })).toBeDisabled();
    expect(edit.getByLabelText('設定日').elements()).toHaveLength(0);
    await expect.element(edit.getByRole('button', { name: '保存する' })).toBeVisible();
  });

  it('has loading, error and empty states and filters by state', async () => {
    const onFilterChange = vi.fn();
    const { unmount } = await renderWithKabuto(
      <AdminFollowProductsScreen {...props} products={[]} onFilterChange={onFilterChange} />,
    );
    await expect.element(page.getByText('商品はありません')).toBeVisible();
    await page.getByRole('combobox', { name: '状態' }).selectOptions('運用終了');
    expect(onFilterChange).toHaveBeenCalledWith('ended');
    await unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(<AdminFollowProductsScreen {...props} status="error" products={[]} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
