import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: semantic names only. Palette values live in the theme files
 * (lightTheme.css.ts, darkTheme.css.ts); components read `vars` and never a raw colour or length.
 */
export const vars = createThemeContract({
  color: {
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    critical: null,
    criticalSurface: null,
    positive: null,
    positiveSurface: null,
    /** Needs attention but is not an error (awaiting review, payment due, closing auction): text and icons. */
    warning: null,
    /** The background behind `warning` text (badges, notices). */
    warningSurface: null,
    /** Text and icons on a solid `warning` fill. */
    onWarning: null,
    focus: null,
    priceUp: null,
    priceDown: null,
    priceFlat: null,
    scrim: null,
    skeleton: null,
    skeletonHighlight: null,
    banner: null,
    onBanner: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { none: null, sm: null, md: null, lg: null, pill: null },
  borderWidth: { thin: null, thick: null },
  font: {
    family: { body: null, zh: null, numeric: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  size: {
    icon: null,
    iconSmall: null,
    touchTarget: null,
    topBar: null,
    header: null,
    bottomNav: null,
    sheet: null,
    content: null,
    logo: null,
    focusRing: null,
    focusOffset: null,
  },
  shadow: { raised: null, overlay: null },
  zIndex: { base: null, sticky: null, overlay: null, sheet: null, toast: null },
  motion: { fast: null, normal: null, easing: null },
});

export type ThemeVars = typeof vars;
