import '../styles/layers.css.ts';
import { createKabutoTheme } from './themeFactory.ts';

// Palette (dark). Contrast checked against WCAG AA on surface and surfaceRaised.
const night = '#121417';
const raised = '#1e2125';
const snow = '#eceef1';
const fog = '#a9afb7';
const line = '#3a3f46';
const kabutoYellow = '#f7c948';
const red = '#ff6b6b';
const green = '#4cc777';

export const darkTheme = createKabutoTheme(
  {
    colorScheme: 'dark',
    color: {
      surface: night,
      surfaceRaised: raised,
      surfaceSunken: '#0b0c0e',
      text: snow,
      textMuted: fog,
      border: line,
      accent: kabutoYellow,
      accentHover: '#fcd667',
      onAccent: '#1a1c1e',
      critical: '#ff8a80',
      criticalSurface: '#3b1d1b',
      positive: '#6fd99a',
      positiveSurface: '#16301f',
      warning: '#f5b94a',
      warningSurface: '#3a2c0f',
      onWarning: '#1a1c1e',
      focus: '#8ab4ff',
      priceUp: red,
      priceDown: green,
      priceFlat: fog,
      scrim: 'rgba(0, 0, 0, 0.6)',
      skeleton: '#2a2e33',
      skeletonHighlight: '#353a40',
      banner: '#ffe08a',
      onBanner: '#1a1c1e',
    },
    shadow: {
      raised: '0 1px 2px rgba(0, 0, 0, 0.5)',
      overlay: '0 8px 24px rgba(0, 0, 0, 0.6)',
    },
    greenUp: { priceUp: green, priceDown: red },
  },
  'dark',
);
