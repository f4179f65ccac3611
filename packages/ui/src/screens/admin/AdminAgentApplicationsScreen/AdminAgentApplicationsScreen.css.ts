import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

const wide = 'screen and (min-width: 48rem)';

/** The review of one application, under its row: approve and reject side by side on a laptop. */
export const review = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    marginBlockStart: vars.space.sm,
    padding: vars.space.md,
    minWidth: 0,
    background: vars.color.surface,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

export const decisions = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const decisionTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold }),
);

export const rowActions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));
