import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const pager = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.sm,
  }),
);

export const status = style(
  layered({
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
  }),
);
