import { createVar, fallbackVar, style } from '@vanilla-extract/css';
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
  layered({
    display: 'flex',
    alignItems: 'center',
    width: `calc(${vars.size.touchTarget} * 1.5)`,
    // On a 320 px phone the name and the figures need its space. (A viewport query: a container query would make the
    // row size-contained, and a row in a shrink-to-fit box would collapse.)
    '@media': { '(max-width: 22rem)': { display: 'none' } },
  }),
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

export const flashDirections = ['up', 'down'] as const;

/**
 * A tint behind the row, faded out by QuoteRow with the Web Animations API on every new price: opacity only, so the
 * compositor runs the fade (a background-colour animation would need a main-thread frame on every row for its whole
 * duration), and no class changes on a tick (restarting a CSS animation by class costs a style recalculation of the
 * keyframes per row).
 */
export const flash = recipe({
  base: layered({ position: 'absolute', inset: 0, pointerEvents: 'none', opacity: 0 }),
  variants: {
    direction: {
      none: layered({ display: 'none' }),
      up: layered({ background: `color-mix(in srgb, ${vars.color.priceUp} 24%, transparent)` }),
      down: layered({ background: `color-mix(in srgb, ${vars.color.priceDown} 24%, transparent)` }),
    },
  },
});
