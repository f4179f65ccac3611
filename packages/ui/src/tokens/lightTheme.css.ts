import '../styles/layers.css.ts';
import { createKabutoTheme } from './themeFactory.ts';

// Palette (light). Contrast checked against WCAG AA: text on surface ≥ 4.5:1, onAccent on the brand yellow ≈ 12:1.
const ink = '#1a1c1e';
const slate = '#565b61';
const paper = '#ffffff';
const mist = '#f3f4f6';
const line = '#d4d7dc';
const kabutoYellow = '#f7c948';
const kabutoYellowDeep = '#eab308';
const red = '#c62828';
const green = '#1b7a3e';

export const lightTheme = createKabutoTheme(
  {
    colorScheme: 'light',
    color: {
      surface: mist,
      surfaceRaised: paper,
      surfaceSunken: '#e8eaed',
      text: ink,
      textMuted: slate,
      border: line,
      accent: kabutoYellow,
      accentHover: kabutoYellowDeep,
      onAccent: ink,
      critical: '#b3261e',
      criticalSurface: '#fdecea',
      positive: '#1b6e3a',
      positiveSurface: '#e7f5ec',
      warning: '#8a5300',
      warningSurface: '#fff1cc',
      onWarning: '#ffffff',
      focus: '#1d4ed8',
      priceUp: red,
      priceDown: green,
      priceFlat: slate,
      scrim: 'rgba(0, 0, 0, 0.45)',
      skeleton: '#e3e5e8',
      skeletonHighlight: '#f1f2f4',
      banner: '#263238',
      onBanner: '#ffffff',
    },
    shadow: {
      raised: '0 1px 2px rgba(0, 0, 0, 0.08), 0 1px 3px rgba(0, 0, 0, 0.06)',
      overlay: '0 8px 24px rgba(0, 0, 0, 0.18)',
    },
    greenUp: { priceUp: green, priceDown: red },
  },
  'light',
);
