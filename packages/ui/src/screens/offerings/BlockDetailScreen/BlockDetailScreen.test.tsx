import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { announcedDistribution, feeDistribution } from '../shared/fixtures.ts';
import { BlockDetailScreen } from './BlockDetailScreen.tsx';
import { appliedProps, blockDetailProps } from './BlockDetailScreen.fixtures.ts';

describe('BlockDetailScreen', () => {
  it('shows every term: price, discount, previous close, limits, lot, fee, window in the user’s time zone', async () => {
    await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} />);
    const terms = page.getByRole('region', { name: '分売の条件' });
    await expect.element(terms).toHaveTextContent('分売価格￥2,394');
    await expect.element(terms).toHaveTextContent('前日終値からの割引-￥62（-2.50%）');
    await expect.element(terms).toHaveTextContent('開示された割引率-2.50%');
    await expect.element(terms).toHaveTextContent('前日終値￥2,456');
    await expect.element(terms).toHaveTextContent('最低申込株数100株');
    await expect.element(terms).toHaveTextContent('申込上限株数1,000株');
    await expect.element(terms).toHaveTextContent('売買単位100株');
    await expect.element(terms).toHaveTextContent('分売株数300,000株');
    await expect.element(terms).toHaveTextContent('手数料なし');
    await expect.element(terms).toHaveTextContent('申込期間2026/11/24 17:00 JST〜2026/11/25 08:20 JST');
    await expect.element(terms).toHaveTextContent('受渡日2026/11/27');
    await expect.element(terms).toHaveTextContent('100株単位の抽選で配分します');
  });

  it('holds price × shares + fee, exact, with the cash before and after', async () => {
    const plain = await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} />);
    const summary = page.getByRole('region', { name: '拘束される金額' });
    await expect.element(summary).toHaveTextContent('約定代金￥718,200.00');
    await expect.element(summary).toHaveTextContent('拘束額￥718,200.00');
    await expect.element(summary).toHaveTextContent('申込後の利用可能な現金￥531,800.00');
    await plain.unmount();
    await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} distribution={feeDistribution} shares="500" />);
    await expect
      .element(page.getByRole('region', { name: '拘束される金額' }))
      .toHaveTextContent('約定代金￥475,000.00手数料￥2,375.00拘束額￥477,375.00');
    await expect.element(page.getByRole('region', { name: '分売の条件' })).toHaveTextContent('手数料約定代金の0.50%');
  });

  it('passes the shares typed to the app, and explains a count that is not a lot or out of the limits', async () => {
    const onSharesChange = vi.fn();
    const first = await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} onSharesChange={onSharesChange} />);
    await page.getByRole('textbox', { name: '申込株数' }).fill('400');
    expect(onSharesChange).toHaveBeenLastCalledWith('400');
    await first.unmount();
    const lot = await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} shares="250" />);
    await expect
      .element(page.getByRole('textbox', { name: '申込株数' }))
      .toHaveAccessibleDescription(/100株単位の整数で入力してください/);
    await expect.element(page.getByRole('button', { name: '内容を確認する' })).toBeDisabled();
    await lot.unmount();
    await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} shares="1200" />);
    await expect
      .element(page.getByRole('textbox', { name: '申込株数' }))
      .toHaveAccessibleDescription(/1,000株以下で入力してください/);
  });

  it('confirms before sending, then sends the shares', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} onSubmit={onSubmit} />);
    await page.getByRole('button', { name: '内容を確認する' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'この内容で申し込みますか？' });
    await expect
      .element(dialog)
      .toHaveTextContent('西風ホールディングスの分売に300株申し込み、￥718,200.00を拘束します。');
    expect(onSubmit).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: '申し込む' }).click();
    expect(onSubmit).toHaveBeenCalledWith(300);
  });

  it('says when the cash is short, and translates refusals with what to do next', async () => {
    const short = await renderWithKabuto(
      <BlockDetailScreen {...blockDetailProps} shares="1000" availableCash="500000" />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('利用可能な現金が足りません。');
    await expect.element(page.getByRole('button', { name: '内容を確認する' })).toBeDisabled();
    await short.unmount();
    await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} refusal="daily_limit_reached" />, { locale: 'us' });
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toHaveTextContent('daily_limit_reached');
    await expect.element(page.getByRole('alert').getByRole('link')).toHaveAttribute('href', '#/home/large2');
  });

  it('shows the application instead of the form once applied; no form when not open or not verified', async () => {
    const applied = await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} {...appliedProps} />);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('300株の申込で、￥718,200.00を配分まで拘束しています。');
    expect(page.getByRole('textbox', { name: '申込株数' }).elements()).toHaveLength(0);
    await applied.unmount();
    const announced = await renderWithKabuto(
      <BlockDetailScreen {...blockDetailProps} distribution={announcedDistribution} />,
    );
    await expect.element(page.getByText('この分売はいま申込を受け付けていません。')).toBeVisible();
    await expect.element(page.getByRole('region', { name: '分売の条件' })).toHaveTextContent('分売価格未定');
    await announced.unmount();
    await renderWithKabuto(<BlockDetailScreen {...blockDetailProps} identityVerified={false} />);
    await expect.element(page.getByRole('link', { name: '本人確認へ進む' })).toHaveAttribute('href', '#/mine/verified');
  });

  it('has loading and error states', async () => {
    const loading = await renderWithKabuto(
      <BlockDetailScreen {...blockDetailProps} status="loading" distribution={undefined} />,
    );
    await expect.element(page.getByTestId('offerings-skeleton')).toBeInTheDocument();
    await loading.unmount();
    const onRetry = vi.fn();
    await renderWithKabuto(
      <BlockDetailScreen {...blockDetailProps} status="error" distribution={undefined} onRetry={onRetry} />,
    );
    await page.getByRole('button', { name: '再試行' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
