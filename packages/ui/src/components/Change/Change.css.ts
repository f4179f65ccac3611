import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const change = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weight.bold,
  }),
  variants: {
    direction: {
      up: layered({ color: vars.color.priceUp }),
      down: layered({ color: vars.color.priceDown }),
      flat: layered({ color: vars.color.priceFlat }),
    },
  },
});
