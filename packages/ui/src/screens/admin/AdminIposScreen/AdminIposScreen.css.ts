import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

/** The open IPO: its terms, then the draw's steps, set off from the row above. */
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
export const steps = style(
  layered({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md }),
);
export const step = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    minWidth: 0,
  }),
);
export const stepHint = style(layered({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const rowActions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));
/** A hash is one long word: it wraps anywhere rather than widening the page. */
export const hash = style(
  layered({
    fontFamily: 'ui-monospace, monospace',
    fontSize: vars.font.size.xs,
    overflowWrap: 'anywhere',
    minWidth: 0,
  }),
);
export const filter = style(layered({ flex: '1 1 14rem', minWidth: 0, maxWidth: '20rem' }));
/** The outcome of a step may carry a hash or a seed: it wraps anywhere. */
export const outcome = style(layered({ overflowWrap: 'anywhere', minWidth: 0 }));
