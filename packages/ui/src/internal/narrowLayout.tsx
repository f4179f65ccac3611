import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { locales } from '../intl/locales.ts';
import { renderWithKabuto } from './testing.tsx';

// QUALITY.md: every screen, in every language, fits a 360 px wide phone without text spilling out.
const narrowest = { width: 360, height: 740 };

export type StoryModule = Parameters<typeof composeStories>[0];

interface ComposedStory {
  globals?: Record<string, unknown>;
}

function overflowingBoxes(): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!(element instanceof HTMLElement) || element.closest('input, textarea, [data-allow-overflow]')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'none' || style.overflowX !== 'visible') continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      found.push(`<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
  }
  return found;
}

/**
 * The 360 px check over a folder's stories (`modules` from `import.meta.glob('./*\/*.stories.tsx', { eager: true })`,
 * which must be written in the test file itself), in every locale. Stories that pin their own locale or theme are
 * covered by the locale loop; `expectedFiles` guards against the glob silently finding fewer screens.
 */
export function describeNarrowLayout(area: string, modules: Record<string, StoryModule>, expectedFiles: number) {
  const stories = Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(composeStories(module) as Record<string, ComposedStory>)
      .filter(([, story]) => !story.globals || Object.keys(story.globals).length === 0)
      .map(([name, story]) => ({ name: `${file.split('/')[1]} ${name}`, Story: story as unknown as ComponentType })),
  );

  describe(`${area} screens at 360 px`, () => {
    beforeEach(async () => {
      await page.viewport(narrowest.width, narrowest.height);
    });
    afterEach(() => cleanup());

    it(`finds every ${area} screen`, () => {
      expect(Object.keys(modules)).toHaveLength(expectedFiles);
    });

    for (const locale of locales) {
      for (const { name, Story } of stories) {
        it(`${name} in ${locale} fits without horizontal overflow`, async () => {
          await renderWithKabuto(<Story />, { locale });
          await document.fonts.ready;
          expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(narrowest.width);
          expect(overflowingBoxes()).toEqual([]);
        });
      }
    }
  });
}
