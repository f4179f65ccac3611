import { describe, expect, it } from 'vitest';
import { renderWithKabuto } from '../../internal/testing.tsx';
import { Sparkline, sparklineDirection } from './Sparkline.tsx';
import { fallingCloses, flatCloses, risingCloses } from './Sparkline.fixtures.ts';

function rgb(element: Element) {
  return getComputedStyle(element).color.match(/\d+/g)!.map(Number);
}

describe('Sparkline', () => {
  it('is decorative and draws one line through the closes', async () => {
    await renderWithKabuto(<Sparkline closes={risingCloses} />);
    const svg = document.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('path')).toHaveLength(1);
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M/);
  });

  it('colours by direction with the market convention (red up in Japan)', async () => {
    await renderWithKabuto(
      <>
        <Sparkline closes={risingCloses} />
        <Sparkline closes={fallingCloses} />
      </>,
      { priceColours: 'red-up' },
    );
    const [up, down] = [...document.querySelectorAll('svg')];
    expect(up!.dataset['direction']).toBe('up');
    expect(down!.dataset['direction']).toBe('down');
    const [r = 0, g = 0] = rgb(up!);
    expect(r).toBeGreaterThan(g);
    expect(rgb(down!)).not.toEqual(rgb(up!));
  });

  it('draws nothing for fewer than two closes', async () => {
    await renderWithKabuto(<Sparkline closes={['100', '']} />);
    expect(document.querySelectorAll('svg path')).toHaveLength(0);
  });

  it('finds the direction exactly from decimal strings', () => {
    expect(sparklineDirection(flatCloses)).toBe('flat');
    expect(sparklineDirection(['0.1', '0.10000000000000000001'])).toBe('up');
  });
});
