import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const panel = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.raised,
  }),
);
export const heading = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.textMuted }),
);
export const total = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }));
export const totalLabel = style(layered({ fontSize: vars.font.size.sm, color: vars.color.textMuted }));
export const totalValue = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);
export const grid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    margin: 0,
  }),
);
export const item = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }));
export const label = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const value = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);
