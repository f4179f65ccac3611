import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

export const filters = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    alignItems: 'end',
  }),
);
export const wide = style(layered({ gridColumn: '1 / -1' }));
export const list = style(
  layered({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    boxShadow: vars.shadow.raised,
  }),
);
export const virtualList = style(layered({ position: 'relative', listStyle: 'none', margin: 0, padding: 0 }));
export const virtualItem = style(layered({ position: 'absolute', top: 0, left: 0, width: '100%' }));
export const recordStatus = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const entries = style(
  layered({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, tableLayout: 'fixed' }),
);
export const cell = style(
  layered({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.xxs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
  }),
);
export const amountCell = style(
  // Wide enough for "+JP¥301,250.00" in Chinese on a 320 px phone; the account column wraps instead.
  layered({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', width: '46%' }),
);
export const accountName = style(layered({ display: 'block' }));
