import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const price = style(
  layered({
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
);
