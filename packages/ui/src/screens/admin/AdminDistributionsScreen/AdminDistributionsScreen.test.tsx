import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { AdminDistributionsScreen } from './AdminDistributionsScreen.tsx';
import {
  adminDistributionAllotted,
  adminDistributionCreateInvalid,
  adminDistributionRows,
  adminDistributionsProps,
} from './AdminDistributionsScreen.fixtures.ts';

describe('AdminDistributionsScreen', () => {
  it('lists every distribution with its state, window, discount and demand', async () => {
    await renderWithKabuto(<AdminDistributionsScreen {...adminDistributionsProps} />);
    const list = page.getByRole('region', { name: '分売一覧' });
    await expect.element(list.getByRole('listitem')).toHaveLength(4);
    const waiting = list.getByRole('listitem', { name: '分売 4755 楽天グループ' });
    await expect.element(waiting).toHaveTextContent('締切・配分待ち');
    await expect.element(waiting).toHaveTextContent('2.50%');
    await expect.element(waiting).toHaveTextContent('申込 254,300 / 200,000 株（612 件）');
  });

  it('edits only an announced distribution, and cancels it by closing', async () => {
    const onEdit = vi.fn();
    const onClose = vi.fn();
    await renderWithKabuto(
      <AdminDistributionsScreen {...adminDistributionsProps} selectedId="44" onEdit={onEdit} onClose={onClose} />,
    );
    const panel = page.getByRole('region', { name: '分売 9432 の詳細と操作' });
    await expect.element(panel).toHaveTextContent('申込開始時に決定');
    await panel.getByRole('button', { name: '編集' }).click();
    expect(onEdit).toHaveBeenCalledWith('44');
    await panel.getByRole('button', { name: '分売を中止' }).click();
    expect(onClose).toHaveBeenCalledWith('44');
  });

  it('closes a distribution waiting to be allotted, after confirming with its demand', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderWithKabuto(
      <AdminDistributionsScreen
        {...adminDistributionsProps}
        selectedId="41"
        closing={{ distributionId: '41', onConfirm, onCancel: vi.fn(), pending: false }}
      />,
    );
    const panel = page.getByRole('region', { name: '分売 4755 の詳細と操作' });
    await expect.element(panel.getByRole('button', { name: '編集' })).not.toBeInTheDocument();
    const dialog = page.getByRole('alertdialog', { name: '締め切って配分しますか？' });
    await expect.element(dialog).toHaveTextContent('申込 254,300 株 / 分売 200,000 株');
    await dialog.getByRole('button', { name: '締め切って配分' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows the result: a lottery when demand exceeded the shares', async () => {
    const rows = adminDistributionRows.map((row) => (row.id === '41' ? adminDistributionAllotted : row));
    await renderWithKabuto(
      <AdminDistributionsScreen {...adminDistributionsProps} distributions={rows} selectedId="41" closed />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('抽選で 254,300 株の申込に 200,000 株を配分');
    await expect.element(page.getByText('抽選配分（申込が株数を超過）')).toBeVisible();
  });

  it('shows the result: in full when demand fitted', async () => {
    await renderWithKabuto(<AdminDistributionsScreen {...adminDistributionsProps} selectedId="38" closed />, {
      locale: 'us',
    });
    await expect.element(page.getByRole('status')).toHaveTextContent('in full (31,200 shares)');
  });

  it('shows the server’s refusal and the form’s validation messages', async () => {
    await renderWithKabuto(
      <AdminDistributionsScreen
        {...adminDistributionsProps}
        selectedId="41"
        closeError="審査待ちの申込があります。"
        editor={adminDistributionCreateInvalid}
      />,
    );
    const panel = page.getByRole('region', { name: '分売 4755 の詳細と操作' });
    await expect.element(panel.getByRole('alert')).toHaveTextContent('審査待ちの申込があります。');
    const form = page.getByRole('form', { name: '分売を公開' });
    await expect.element(form.getByLabelText('前日終値からの割引率（%）')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(form.getByText('0.01〜5.00で入力してください')).toBeVisible();
    await expect.element(form.getByLabelText('申込開始（日本時間）')).toHaveAttribute('type', 'datetime-local');
  });
});
