import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

// The shared fact grid's default look (screens/shared/parts.tsx FactGrid): label-over-value cells, as many columns
// as fit, never narrower than a money amount.

export const grid = style(
  layered({
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    minWidth: 0,
  }),
);
export const gridItem = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }));
export const gridWide = style(layered({ gridColumn: '1 / -1' }));
export const gridTerm = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const gridValue = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
