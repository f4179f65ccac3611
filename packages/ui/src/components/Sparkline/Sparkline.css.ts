import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const sparklineDirections = ['up', 'down', 'flat'] as const;

export const sparkline = recipe({
  base: layered({ display: 'block', width: '100%', height: vars.size.icon, overflow: 'visible' }),
  variants: {
    direction: {
      up: layered({ color: vars.color.priceUp }),
      down: layered({ color: vars.color.priceDown }),
      flat: layered({ color: vars.color.priceFlat }),
    },
  },
  defaultVariants: { direction: 'flat' },
});
