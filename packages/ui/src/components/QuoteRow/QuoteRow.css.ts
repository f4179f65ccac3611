import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

/** The row's fixed height; QuoteList sets it to its `rowHeight` so the virtualizer's geometry matches. */
export const quoteRowHeight = createVar();

export const row = style(
  layered({
    position: 'relative',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'center',
    columnGap: vars.space.sm,
    width: '100%',
    height: fallbackVar(quoteRowHeight, `calc(${vars.size.touchTarget} + ${vars.space.lg})`),
    paddingInline: vars.space.lg,
    overflow: 'hidden',
    // A tick changes only this row's text: keep its layout and paint from reaching the rest of the page.
    contain: 'layout paint style',
    border: 'none',
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
    },
  }),
);

export const identity = style(layered({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs }));

export const name = style(
  layered({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const code = style(
  layered({
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const sparkline = style(
  layered({ display: 'flex', alignItems: 'center', width: `calc(${vars.size.touchTarget} * 1.5)` }),
);

export const figures = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const priceText = style(layered({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold }));

export const changes = style(
  layered({ display: 'flex', gap: vars.space.xs, fontSize: vars.font.size.xs, whiteSpace: 'nowrap' }),
);

// Opacity only, so the compositor runs the fade: a background-colour animation would need a main-thread frame
// (style, paint) on every row for its whole duration. Two identical keyframes, alternated on each new price, so
// the fade restarts by a class change: no element is added or removed on a tick.
const fadeA = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const fadeB = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const flashDirections = ['up', 'down'] as const;

/** A brief tint behind the row when a tick arrives; none under reduced motion (the numbers still change). */
export const flash = recipe({
  base: layered({
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    opacity: 0,
    animationDuration: `calc(${vars.motion.normal} * 4)`,
    animationTimingFunction: vars.motion.easing,
    animationFillMode: 'forwards',
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  variants: {
    direction: {
      none: layered({ display: 'none' }),
      up: layered({ background: `color-mix(in srgb, ${vars.color.priceUp} 24%, transparent)` }),
      down: layered({ background: `color-mix(in srgb, ${vars.color.priceDown} 24%, transparent)` }),
    },
    replay: {
      even: layered({ animationName: fadeA }),
      odd: layered({ animationName: fadeB }),
    },
  },
});
