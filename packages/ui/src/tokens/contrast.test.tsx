import { describe, expect, it } from 'vitest';
import { renderWithKabuto } from '../internal/testing.tsx';
import { vars } from './contract.css.ts';
import { themeNames } from './index.ts';

type Colour = keyof typeof vars.color;

/** Foreground on background pairs the components use for text and icons, with the WCAG AA minimum for each. */
const pairs: ReadonlyArray<readonly [Colour, Colour, number]> = [
  ['text', 'surface', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['text', 'surfaceSunken', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceRaised', 4.5],
  ['onAccent', 'accent', 4.5],
  ['critical', 'criticalSurface', 4.5],
  ['critical', 'surfaceRaised', 4.5],
  ['positive', 'positiveSurface', 4.5],
  ['positive', 'surfaceRaised', 4.5],
  ['warning', 'warningSurface', 4.5],
  ['warning', 'surface', 4.5],
  ['warning', 'surfaceRaised', 4.5],
  ['onWarning', 'warning', 4.5],
  ['onBanner', 'banner', 4.5],
  ['priceUp', 'surfaceRaised', 4.5],
  ['priceDown', 'surfaceRaised', 4.5],
  // Focus rings and borders of controls: non-text contrast.
  ['focus', 'surface', 3],
];

function channels(rgb: string): [number, number, number] {
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(rgb);
  if (!match) throw new Error(`not an rgb colour: ${rgb}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function luminance(rgb: string): number {
  const [r, g, b] = channels(rgb).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each(themeNames)('the %s theme', (theme) => {
  it('meets WCAG AA contrast for every text pair, warning included', async () => {
    const screen = await renderWithKabuto(
      <div>
        {pairs.map(([foreground, background]) => (
          <span
            key={`${foreground}-${background}`}
            data-pair={`${foreground}/${background}`}
            style={{ color: vars.color[foreground], background: vars.color[background] }}
          >
            Aa
          </span>
        ))}
      </div>,
      { theme },
    );
    const failures: string[] = [];
    for (const [foreground, background, minimum] of pairs) {
      const element = screen.container.querySelector(`[data-pair="${foreground}/${background}"]`)!;
      const style = getComputedStyle(element);
      const ratio = contrast(style.color, style.backgroundColor);
      if (ratio < minimum) failures.push(`${foreground} on ${background}: ${ratio.toFixed(2)} < ${minimum}`);
    }
    expect(failures).toEqual([]);
  });
});
