import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { DrawVerifyScreen } from './DrawVerifyScreen.tsx';
import {
  drawVerifyProps,
  failedChecks,
  passedChecks,
  seedNotPublishedProps,
  workingChecks,
} from './DrawVerifyScreen.fixtures.ts';

describe('DrawVerifyScreen', () => {
  it('shows the published draw: hashes in full, the seed, entries, lots and the algorithm', async () => {
    await renderWithKabuto(<DrawVerifyScreen {...drawVerifyProps} />);
    const published = page.getByRole('region', { name: '公開された抽選の情報' });
    await expect
      .element(published)
      .toHaveTextContent('fedd58f5d6381564e51c13ee1b091ba8d4a89d0873655a9960600798cd6b9098');
    await expect
      .element(published)
      .toHaveTextContent('bcad6752cbac54362de86b321fb4705a5fd8c75f927c119352a2646cd36d5018');
    await expect
      .element(published)
      .toHaveTextContent('シードdeb2936016eb93764037d24ea62a19d367033396c52914d77c17ff18274fef47');
    await expect.element(published).toHaveTextContent('応募数2,143件');
    await expect.element(published).toHaveTextContent('配分する口数180');
    await expect.element(published).toHaveTextContent('kabuto-lottery-v1');
    await page.getByText('抽選方式の定義（英語の原文）').click();
    await expect.element(page.getByText(/Round 1 walks that order/)).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'コマンドラインで検証する' }))
      .toHaveTextContent('npm run verify:draw -- 5019');
  });

  it('runs the check on request and shows each step’s state in words', async () => {
    const onRunCheck = vi.fn();
    const before = await renderWithKabuto(<DrawVerifyScreen {...drawVerifyProps} onRunCheck={onRunCheck} />);
    const steps = page.getByRole('list', { name: '検証の手順' }).getByRole('listitem');
    await expect.element(steps).toHaveLength(4);
    await expect.element(steps.nth(0)).toHaveTextContent('シードのハッシュが公約と一致する未実行');
    await page.getByRole('button', { name: '検証を実行' }).click();
    expect(onRunCheck).toHaveBeenCalledOnce();
    await before.unmount();

    const working = await renderWithKabuto(
      <DrawVerifyScreen {...drawVerifyProps} checks={workingChecks} running onRunCheck={onRunCheck} />,
    );
    await expect.element(page.getByRole('listitem').nth(2)).toHaveTextContent('確認中1,200件を照合・当選97件');
    await expect.element(page.getByRole('button', { name: /検証/ })).toBeDisabled();
    await working.unmount();

    await renderWithKabuto(<DrawVerifyScreen {...drawVerifyProps} checks={passedChecks} />);
    const passed = page.getByRole('list', { name: '検証の手順' }).getByRole('listitem');
    await expect.element(passed.nth(2)).toHaveTextContent('一致2,143件を照合・当選180件');
    await expect.element(passed.nth(3)).toHaveTextContent('応募ID a41c97e0d25b8f36・2口で申込');
    await expect.element(passed.nth(3)).toHaveTextContent('順位 57位・当選1口');
    await expect.element(page.getByRole('status').filter({ hasText: '一致しました' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'もう一度検証' })).toBeEnabled();
  });

  it('shows a mismatch with the hash computed on the device and what to do', async () => {
    await renderWithKabuto(<DrawVerifyScreen {...drawVerifyProps} checks={failedChecks} />, { locale: 'us' });
    const steps = page.getByRole('list').filter({ hasText: 'entries' }).first().getByRole('listitem');
    await expect
      .element(steps.nth(1))
      .toHaveTextContent('9c1f4e2b7a0d3c58e6f1b2a4d7c9e0f3a5b8c1d4e7f0a3b6c9d2e5f8a1b4c7d0');
    await expect.element(page.getByRole('alert')).toBeVisible();
  });

  it('says the seed is not published yet, and has nothing to run before the entries are out', async () => {
    const early = await renderWithKabuto(<DrawVerifyScreen {...drawVerifyProps} {...seedNotPublishedProps} />);
    await expect
      .element(page.getByRole('region', { name: '公開された抽選の情報' }))
      .toHaveTextContent('シードまだ公開されていません（抽選後に公開）');
    await expect.element(page.getByRole('listitem').first()).toHaveTextContent('シードの公開後に確認できます。');
    await early.unmount();
  });

  it('has loading and error states', async () => {
    const loading = await renderWithKabuto(
      <DrawVerifyScreen {...drawVerifyProps} status="loading" offering={undefined} draw={undefined} />,
    );
    await expect.element(page.getByTestId('offerings-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(
      <DrawVerifyScreen {...drawVerifyProps} status="error" offering={undefined} draw={undefined} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
