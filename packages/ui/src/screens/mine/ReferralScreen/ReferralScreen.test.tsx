import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { ReferralScreen } from './ReferralScreen.tsx';
import { agentSummary, rebates, referralProps, referralSummary } from './ReferralScreen.fixtures.ts';

describe('ReferralScreen', () => {
  it('shows the invite code with a copy button, and says when copied', async () => {
    const onCopy = vi.fn();
    await renderWithKabuto(<ReferralScreen {...referralProps} onCopyInviteCode={onCopy} />);
    await expect.element(page.getByRole('region', { name: 'あなたの招待コード' })).toHaveTextContent('K7Q2M9');
    await page.getByRole('button', { name: '招待コードをコピー' }).click();
    expect(onCopy).toHaveBeenCalledOnce();
  });

  it('announces a copy', async () => {
    await renderWithKabuto(<ReferralScreen {...referralProps} copied />, { locale: 'us' });
    await expect.element(page.getByRole('status')).toHaveTextContent('Copied');
  });

  it('lists invitees with masked numbers and what each earned', async () => {
    await renderWithKabuto(<ReferralScreen {...referralProps} />);
    const panel = page.getByRole('tabpanel', { name: '紹介した人' });
    expect(panel.getByRole('listitem').all()).toHaveLength(3);
    await expect.element(panel.getByRole('listitem').first()).toHaveTextContent('080*****21');
    await expect.element(panel.getByRole('listitem').first()).toHaveTextContent('報酬 ￥1,250.00');
  });

  it('shows an agent the disclosed ratio and each rebate as fee × ratio', async () => {
    const onTabChange = vi.fn();
    await renderWithKabuto(
      <ReferralScreen
        {...referralProps}
        summary={agentSummary}
        tab="rebates"
        onTabChange={onTabChange}
        rebates={{ status: 'ready', items: rebates, hasMore: false }}
      />,
    );
    await expect.element(page.getByRole('region', { name: 'エージェント' })).toHaveTextContent('報酬率 20.00%');
    expect(page.getByRole('button', { name: 'エージェントに申し込む' }).elements()).toHaveLength(0);
    const first = page.getByRole('tabpanel', { name: '紹介報酬' }).getByRole('link').first();
    await expect.element(first).toHaveTextContent('買付手数料 ￥1,650.00 × 20.00%');
    await expect.element(first).toHaveAttribute('href', '#/mine/transactionRecords?record=88320');
    await page.getByRole('tab', { name: '紹介した人' }).click();
    expect(onTabChange).toHaveBeenCalledWith('invitees');
  });

  it('applies to be an agent after confirming the terms', async () => {
    const onApply = vi.fn();
    await renderWithKabuto(<ReferralScreen {...referralProps} onApplyAgent={onApply} />);
    await page.getByRole('button', { name: 'エージェントに申し込む' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('申込・維持に費用はかかりません');
    await dialog.getByRole('button', { name: '同意して申し込む' }).click();
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('says an application is under review, with no second application', async () => {
    await renderWithKabuto(
      <ReferralScreen {...referralProps} summary={{ ...referralSummary, agentStatus: 'pending' }} />,
    );
    await expect.element(page.getByText('申込を審査しています', { exact: false })).toBeVisible();
    expect(page.getByRole('button', { name: 'エージェントに申し込む' }).elements()).toHaveLength(0);
  });

  it('shows empty and error states for the lists and retries the page', async () => {
    const onRetry = vi.fn();
    await renderWithKabuto(<ReferralScreen {...referralProps} status="error" summary={undefined} onRetry={onRetry} />);
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
