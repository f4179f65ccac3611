import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

/** The open product: its terms and figures, then its actions, set off from the row above. */
export const panel = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingBlockStart: vars.space.md,
    borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    minWidth: 0,
  }),
);
export const rowActions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));
export const filter = style(layered({ flex: '1 1 14rem', minWidth: 0, maxWidth: '20rem' }));
/** An outcome names the product: it wraps anywhere rather than widening the page. */
export const outcome = style(layered({ overflowWrap: 'anywhere', minWidth: 0 }));
/** The basket in the panel: one stock a line. */
export const basket = style(layered({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 0 }));
