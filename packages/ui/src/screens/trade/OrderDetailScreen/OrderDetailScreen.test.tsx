import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../../internal/testing.tsx';
import { OrderDetailScreen } from './OrderDetailScreen.tsx';
import {
  moutaiSell,
  orderDetailProps,
  toyotaPartial,
  toyotaRejected,
  toyotaWorking,
} from './OrderDetailScreen.fixtures.ts';

describe('OrderDetailScreen', () => {
  it('shows the order, what is executed and each execution with its settlement date', async () => {
    await renderWithKabuto(<OrderDetailScreen {...orderDetailProps} />);
    await expect.element(page.getByRole('heading', { name: '注文詳細' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: /トヨタ自動車/ })).toBeVisible();
    const body = document.body.textContent ?? '';
    expect(body).toContain('880198');
    expect(body).toContain('200 / 200株');
    expect(body).toContain('2,949.5');
    expect(body).toMatch(/[¥￥]589,900/);
    // Market times in Tokyo: 00:14 UTC is 09:14 there.
    expect(body).toContain('2026/11/18 09:14');
    const fills = page.getByRole('listitem');
    await expect.element(fills.first()).toHaveAccessibleName('約定 1');
    expect(fills.all()).toHaveLength(2);
    const second = fills.nth(1).element().textContent ?? '';
    expect(second).toContain('2,950.0');
    expect(second).toContain('100株');
    expect(second).toMatch(/[¥￥]295,000/);
    expect(second).toContain('2026/11/20');
    // Final: no cash held, no working note.
    expect(body).not.toContain('拘束中の金額');
  });

  it('says what is still held and where to cancel while the order works', async () => {
    await renderWithKabuto(<OrderDetailScreen {...orderDetailProps} order={toyotaPartial} />);
    await expect.element(page.getByText('拘束中の金額')).toBeVisible();
    await expect.element(page.getByText(/取り消しはポジションの「注文中」から/)).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'ポジションを見る' }))
      .toHaveAttribute('href', '#/position/index');
  });

  it('shows that nothing is executed yet', async () => {
    await renderWithKabuto(<OrderDetailScreen {...orderDetailProps} order={toyotaWorking} />);
    await expect.element(page.getByText('まだ約定していません。')).toBeVisible();
    expect(page.getByRole('listitem').all()).toHaveLength(0);
  });

  it('says why an order was rejected', async () => {
    await renderWithKabuto(<OrderDetailScreen {...orderDetailProps} order={toyotaRejected} />);
    await expect.element(page.getByRole('status').getByText(toyotaRejected.rejectReason!)).toBeVisible();
  });

  it('shows stamp duty and leverage where they apply, in the order’s currency and time zone', async () => {
    await renderWithKabuto(<OrderDetailScreen {...orderDetailProps} order={moutaiSell} />, { locale: 'cn' });
    await expect.element(page.getByRole('heading', { name: '委托详情' })).toBeVisible();
    const body = document.body.textContent ?? '';
    expect(body).toContain('印花税');
    expect(body).toContain('84.44');
    expect(body).toContain('1,688.88');
    // 02:01 UTC is 10:01 in Shanghai.
    expect(body).toContain('10:01');
  });

  it('has loading, error with retry and not-found states', async () => {
    const onRetry = vi.fn();
    const screen = await renderWithKabuto(
      <OrderDetailScreen {...orderDetailProps} status="error" order={undefined} onRetry={onRetry} />,
    );
    await userEvent.click(page.getByRole('button', { name: /再試行|もう一度/ }));
    expect(onRetry).toHaveBeenCalled();
    await screen.unmount();
    await renderWithKabuto(<OrderDetailScreen {...orderDetailProps} status="notFound" order={undefined} />);
    await expect.element(page.getByText('この注文は見つかりません')).toBeVisible();
  });
});
