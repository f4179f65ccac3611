import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { StatusBadge, statusFamilies, statusTone, type StatusFamily } from './StatusBadge.tsx';
import { statusBadgeMessages } from './StatusBadge.messages.ts';

describe('StatusBadge', () => {
  it('labels the status in text and marks its tone with a glyph, not colour only', async () => {
    await renderWithKabuto(
      <>
        <StatusBadge family="order" status="filled" />
        <StatusBadge family="ipo" status="paymentFailed" />
      </>,
    );
    const filled = page.getByText('約定', { exact: true });
    await expect.element(filled).toBeVisible();
    expect(filled.element().getAttribute('data-tone')).toBe('positive');
    expect(filled.element().querySelector('svg')).not.toBeNull();
    const failed = page.getByText('入金失敗');
    expect(failed.element().getAttribute('data-tone')).toBe('critical');
    expect(getComputedStyle(filled.element()).color).not.toBe(getComputedStyle(failed.element()).color);
  });

  it('has a message and a tone for every status of every family', () => {
    for (const family of Object.keys(statusFamilies) as StatusFamily[]) {
      for (const status of statusFamilies[family]) {
        const key = `${family}.${status}` as keyof typeof statusBadgeMessages;
        expect(statusBadgeMessages[key]?.id).toBe(`ui.statusBadge.${family}.${status}`);
        expect(['neutral', 'info', 'positive', 'warning', 'critical']).toContain(statusTone(family, status as never));
      }
    }
  });
});
