import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { SimulatorBanner } from './SimulatorBanner.tsx';

describe('SimulatorBanner', () => {
  it.each([
    ['jp', 'シミュレーション市場 · 仮想資金'],
    ['cn', '模拟市场 · 虚拟资金'],
    ['us', 'Simulated market · paper money'],
  ] as const)('says simulated market and paper money in %s', async (locale, text) => {
    await renderWithKabuto(<SimulatorBanner />, { locale });
    await expect.element(page.getByRole('note')).toHaveTextContent(text);
  });
});
