import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Tooltip } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the trigger and hides on Escape', async () => {
    await renderWithKabuto(
      <Tooltip text="前日終値で計算" delayDuration={0}>
        <button type="button">評価損益</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const trigger = page.getByRole('button', { name: '評価損益' });
    await expect.element(trigger).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('前日終値で計算');
    await expect.element(trigger).toHaveAccessibleDescription('前日終値で計算');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });
});
