import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { MarketClock, type MarketPhase } from './MarketClock.tsx';

describe('MarketClock', () => {
  it('shows the phase with a glyph and the next change in the market time zone', async () => {
    await renderWithKabuto(
      <MarketClock phase="open" nextPhase="lunchBreak" nextChangeAt="2026-11-20T02:30:00Z" timeZone="Asia/Tokyo" />,
    );
    await expect.element(page.getByText('取引時間中')).toBeVisible();
    const time = document.querySelector('time')!;
    expect(time.textContent).toContain('11:30');
    expect(time.textContent).toContain('昼休み');
    expect(document.querySelector('[aria-hidden="true"]')?.textContent).toBe('●');
  });

  it('formats in another market zone', async () => {
    await renderWithKabuto(
      <MarketClock phase="closed" nextChangeAt="2026-11-20T14:30:00Z" timeZone="America/New_York" />,
    );
    expect(document.querySelector('time')!.textContent).toContain('09:30');
  });

  it('announces phase changes only, politely', async () => {
    function Harness() {
      const [state, setState] = useState({ phase: 'open' as MarketPhase, at: '2026-11-20T02:30:00Z' });
      return (
        <>
          <button type="button" onClick={() => setState({ phase: 'open', at: '2026-11-20T02:31:00Z' })}>
            時刻だけ更新
          </button>
          <button type="button" onClick={() => setState({ phase: 'lunchBreak', at: '2026-11-20T03:30:00Z' })}>
            昼休みへ
          </button>
          <MarketClock phase={state.phase} nextChangeAt={state.at} timeZone="Asia/Tokyo" />
        </>
      );
    }
    await renderWithKabuto(<Harness />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveAttribute('aria-live', 'polite');
    expect(status.element().textContent).toBe('');

    await page.getByRole('button', { name: '時刻だけ更新' }).click();
    await expect.element(page.getByText(/11:31/)).toBeVisible();
    expect(status.element().textContent).toBe('');

    await page.getByRole('button', { name: '昼休みへ' }).click();
    await expect.element(status).toHaveTextContent('昼休み');
  });
});
