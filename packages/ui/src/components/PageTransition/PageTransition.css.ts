import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const page = style(
  layered({
    animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);
