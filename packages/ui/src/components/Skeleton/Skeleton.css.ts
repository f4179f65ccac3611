import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = recipe({
  base: layered({
    display: 'block',
    maxWidth: '100%',
    background: vars.color.skeleton,
    borderRadius: vars.radius.sm,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  variants: {
    height: {
      text: layered({ height: vars.font.size.md }),
      title: layered({ height: vars.font.size.xxl }),
      block: layered({ height: vars.size.bottomNav }),
    },
  },
  defaultVariants: { height: 'text' },
});
