import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

export const root = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', minWidth: 0 }),
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
export const line = style(layered({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2 }));
export const area = style(layered({ fill: vars.color.accent, fillOpacity: 0.12, stroke: 'none' }));
/** The first NAV of the range, dashed: above it the range gained, below it lost. */
export const baseLine = style(layered({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '4 3' }));
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
