import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminIposScreen } from './AdminIposScreen.tsx';
import {
  adminIpoCreate,
  adminIpoCreateInvalid,
  adminIpoEditLocked,
  adminIpoHash,
  adminIpoRows,
  adminIposProps,
} from './AdminIposScreen.fixtures.ts';

describe('AdminIposScreen', () => {
  it('lists every IPO with its state, subscription, draw state and counts', async () => {
    await renderWithKabuto(<AdminIposScreen {...adminIposProps} />);
    const list = page.getByRole('region', { name: 'IPO一覧' });
    await expect.element(list.getByRole('listitem')).toHaveLength(4);
    const drawn = list.getByRole('listitem', { name: 'IPO 7071 アンビスホールディングス' });
    await expect.element(drawn).toHaveTextContent('抽選済み・未割当');
    await expect.element(drawn).toHaveTextContent('申込 1,843 件 · 当選 500 件');
    const upcoming = list.getByRole('listitem', { name: 'IPO 5597 ブルーイノベーション' });
    await expect.element(upcoming).toHaveTextContent('シード未コミット');
    await expect.element(upcoming).toHaveTextContent('申込 2026/12/08〜2026/12/11');
  });

  it('offers only the step the state allows: an upcoming IPO commits its seed, nothing else', async () => {
    const onStep = vi.fn();
    await renderWithKabuto(<AdminIposScreen {...adminIposProps} selectedId="77" onStep={onStep} />);
    const panel = page.getByRole('region', { name: 'IPO 5597 の詳細と操作' });
    await expect.element(panel.getByRole('button', { name: '抽選を実行' })).toBeDisabled();
    await expect.element(panel.getByRole('button', { name: 'シードを公開' })).toBeDisabled();
    await expect.element(panel.getByRole('button', { name: '割当を実行' })).toBeDisabled();
    await panel.getByRole('button', { name: 'シードをコミット' }).click();
    expect(onStep).toHaveBeenCalledWith('77', 'commitSeed');
  });

  it('a drawn IPO publishes its seed before it can be allotted', async () => {
    const onStep = vi.fn();
    await renderWithKabuto(<AdminIposScreen {...adminIposProps} selectedId="74" onStep={onStep} />);
    const panel = page.getByRole('region', { name: 'IPO 7071 の詳細と操作' });
    await expect.element(panel.getByRole('button', { name: 'シードをコミット' })).toBeDisabled();
    await expect.element(panel.getByRole('button', { name: '割当を実行' })).toBeDisabled();
    await panel.getByRole('button', { name: 'シードを公開' }).click();
    expect(onStep).toHaveBeenCalledWith('74', 'publishSeed');
  });

  it('confirms a step with what it will do, and sends it only on confirm', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    const published = adminIpoRows.map((row) => (row.id === '74' ? { ...row, seed: adminIpoHash } : row));
    await renderWithKabuto(
      <AdminIposScreen
        {...adminIposProps}
        ipos={published}
        selectedId="74"
        action={{ ipoId: '74', step: 'allot', onConfirm, onCancel, pending: false }}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: '割当を実行しますか？' });
    await expect.element(dialog).toHaveTextContent('当選 500 件に払込を行い、落選 1,343 件の拘束金を全額解除');
    await dialog.getByRole('button', { name: '割当を実行' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows the seed hash after the commit and the counts after the allotment', async () => {
    const committed = adminIpoRows.map((row) =>
      row.id === '77' ? { ...row, seedHash: adminIpoHash, drawState: 'committed' } : row,
    );
    await renderWithKabuto(<AdminIposScreen {...adminIposProps} ipos={committed} selectedId="77" done="commitSeed" />);
    await expect
      .element(page.getByRole('status').filter({ hasText: 'シードをコミットしました' }))
      .toHaveTextContent(adminIpoHash);
  });

  it('shows the charged and released counts after the allotment', async () => {
    await renderWithKabuto(<AdminIposScreen {...adminIposProps} selectedId="71" done="allot" />);
    await expect.element(page.getByText('割当しました。払込 300 件、拘束解除 612 件')).toBeVisible();
  });

  it('shows the server’s refusal of a step in the operator’s language', async () => {
    await renderWithKabuto(
      <AdminIposScreen {...adminIposProps} selectedId="74" stepError="The draw is not ready yet." />,
      { locale: 'us' },
    );
    const panel = page.getByRole('region', { name: 'IPO 7071: details and steps' });
    await expect.element(panel.getByRole('alert')).toHaveTextContent('The draw is not ready yet.');
    await expect.element(panel.getByRole('button', { name: 'Publish seed' })).toBeEnabled();
  });

  it('creates an IPO with every field, and shows the validation messages', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onMarketChange = vi.fn();
    await renderWithKabuto(
      <AdminIposScreen {...adminIposProps} editor={{ ...adminIpoCreateInvalid, onSubmit, onMarketChange }} />,
    );
    const form = page.getByRole('form', { name: 'IPOを登録' });
    await expect.element(form.getByLabelText('銘柄コード')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(form.getByText('英大文字と数字で入力してください')).toBeVisible();
    await expect.element(form.getByLabelText('上場日')).toHaveAttribute('type', 'date');
    await expect.element(form.getByLabelText('申込開始（日本時間）')).toHaveAttribute('type', 'datetime-local');
    await form.getByRole('radio', { name: '米国' }).click();
    expect(onMarketChange).toHaveBeenCalledWith('usd');
    await form.getByRole('button', { name: '登録する' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('after subscription opens, only the offer price and the later dates can be edited', async () => {
    await renderWithKabuto(<AdminIposScreen {...adminIposProps} editor={adminIpoEditLocked} />);
    const form = page.getByRole('form', { name: 'IPO 4419 を編集' });
    await expect.element(form.getByLabelText('銘柄コード')).toBeDisabled();
    await expect.element(form.getByLabelText('仮条件の上限')).toBeDisabled();
    await expect.element(form.getByLabelText('公開価格')).toBeEnabled();
    await expect.element(form.getByLabelText('上場日')).toBeEnabled();
    void adminIpoCreate;
  });
});
