import type { MapLeafNodes } from '../internal/types.ts';
import type { ThemeVars } from './contract.css.ts';

/** Scales shared by every theme (colours differ per theme; lengths, type and motion do not). */
export const sharedScales: Omit<MapLeafNodes<ThemeVars, string>, 'color' | 'shadow'> = {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  radius: { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px' },
  borderWidth: { thin: '1px', thick: '2px' },
  font: {
    family: {
      // The phone's own CJK fonts (Hiragino on Apple, Noto Sans CJK on Android and Linux, Yu Gothic on Windows): a
      // web font for Japanese or Chinese costs hundreds of kilobytes on a slow connection and a re-layout when it
      // arrives, and every platform already ships a good one.
      body: '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI", Meiryo, system-ui, sans-serif',
      zh: '"PingFang SC", "Noto Sans SC", "Noto Sans CJK SC", "Microsoft YaHei", "Noto Sans JP", "Noto Sans CJK JP", system-ui, sans-serif',
      // Digits from the platform's UI face (Roboto, San Francisco, Segoe UI, or Hiragino where installed).
      numeric: '"Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", system-ui, sans-serif',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
    },
    weight: { regular: '400', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.6' },
  },
  size: {
    icon: '1.5rem',
    iconSmall: '1rem',
    touchTarget: '2.75rem',
    topBar: '3rem',
    header: '3rem',
    bottomNav: '3.75rem',
    sheet: 'min(20rem, 85vw)',
    content: '40rem',
    logo: '4.5rem',
    focusRing: '2px',
    focusOffset: '2px',
  },
  zIndex: { base: '0', sticky: '10', overlay: '40', sheet: '50', toast: '60' },
  motion: { fast: '120ms', normal: '220ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};
