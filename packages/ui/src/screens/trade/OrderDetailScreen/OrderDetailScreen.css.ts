import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

/** One execution: its number above its figures. */
export const fill = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingBlock: vars.space.sm,
    borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    minWidth: 0,
    selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  }),
);
export const fillTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.textMuted }),
);
