import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../internal/layered.ts';
import { vars } from '../../tokens/contract.css.ts';

export const root = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', minWidth: 0 }),
);

export const periodRow = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(8, minmax(0, 1fr))',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xxs,
    selectors: {
      '&[data-fit="rows"], &[data-fit="compact"]': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  }),
);

export const periodButton = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.xs,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      [`${periodRow}[data-fit="compact"] &`]: { fontSize: vars.font.size.xs, paddingInline: vars.space.xxs },
      '&[aria-pressed="true"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
        fontWeight: vars.font.weight.bold,
      },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);

export const chartFrame = style(
  layered({
    position: 'relative',
    width: '100%',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);

export const svg = style(layered({ display: 'block', overflow: 'visible', touchAction: 'pan-y' }));

export const gridLine = style(layered({ stroke: vars.color.border, strokeWidth: 1 }));

export const tickLabel = style(
  layered({
    fill: vars.color.textMuted,
    fontSize: vars.font.size.xs,
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const priceLine = style(layered({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2 }));
export const priceArea = style(layered({ fill: vars.color.accent, fillOpacity: 0.12, stroke: 'none' }));
export const previousCloseLine = style(
  layered({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '4 3' }),
);

/** Up candles are hollow (outlined), down candles filled, so direction is readable without colour. */
export const candle = recipe({
  base: layered({ strokeWidth: 1 }),
  variants: {
    direction: {
      up: layered({ stroke: vars.color.priceUp, fill: vars.color.surface }),
      down: layered({ stroke: vars.color.priceDown, fill: vars.color.priceDown }),
    },
  },
});
export const wick = recipe({
  base: layered({ strokeWidth: 1 }),
  variants: {
    direction: { up: layered({ stroke: vars.color.priceUp }), down: layered({ stroke: vars.color.priceDown }) },
  },
});
export const volumeBar = recipe({
  base: layered({ fillOpacity: 0.45 }),
  variants: {
    direction: { up: layered({ fill: vars.color.priceUp }), down: layered({ fill: vars.color.priceDown }) },
  },
});

export const crosshair = style(layered({ stroke: vars.color.text, strokeWidth: 1, strokeDasharray: '2 2' }));
export const crosshairDot = style(layered({ fill: vars.color.text }));

export const tooltip = style(
  layered({
    position: 'absolute',
    top: 0,
    pointerEvents: 'none',
    zIndex: vars.zIndex.overlay,
    margin: 0,
    padding: vars.space.xs,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    boxShadow: vars.shadow.raised,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.tight,
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    whiteSpace: 'nowrap',
  }),
);
export const tooltipTerm = style(layered({ color: vars.color.textMuted }));
export const tooltipValue = style(
  layered({ margin: 0, textAlign: 'end', fontFamily: vars.font.family.numeric, fontVariantNumeric: 'tabular-nums' }),
);

export const skeletonFrame = style(
  layered({ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', gap: vars.space.xs }),
);
