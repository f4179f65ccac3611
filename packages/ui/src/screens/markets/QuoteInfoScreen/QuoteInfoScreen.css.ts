import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

export const head = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }));
export const identity = style(
  layered({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space.sm, minWidth: 0 }),
);
export const name = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
export const code = style(layered({ fontSize: vars.font.size.sm, color: vars.color.textMuted }));
export const priceLine = style(
  layered({
    display: 'flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
  }),
);
export const price = style(
  layered({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' }),
);
export const changes = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.font.size.md }),
);

/** Today's figures: two columns of label and value. */
export const figures = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space.lg,
    rowGap: vars.space.xs,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.raised,
  }),
);
export const figure = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.xs,
    minWidth: 0,
    fontSize: vars.font.size.sm,
  }),
);
export const term = style(layered({ color: vars.color.textMuted }));
export const value = style(
  layered({
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weight.bold,
    overflowWrap: 'anywhere',
  }),
);

/** The price-limit band: limit down … limit up with the price's position between them. */
export const band = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);
export const bandEnds = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    fontSize: vars.font.size.sm,
  }),
);
export const bandTrack = style(
  layered({
    position: 'relative',
    height: vars.space.xs,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
  }),
);
export const bandMarker = style(
  layered({
    position: 'absolute',
    top: '50%',
    width: vars.space.md,
    height: vars.space.md,
    borderRadius: vars.radius.pill,
    background: vars.color.accent,
    transform: 'translate(-50%, -50%)',
  }),
);
export const notice = style(
  layered({
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.warningSurface,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  }),
);
export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));
export const tradeLink = style(layered({ flex: 1, textDecoration: 'none' }));
export const grow = style(layered({ flex: 1, minWidth: 0 }));
