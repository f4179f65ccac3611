import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { layered } from './layered.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed layer behind a modal (Dialog, ConfirmDialog, Sheet). */
export const overlay = style(
  layered({
    position: 'fixed',
    inset: 0,
    background: vars.color.scrim,
    zIndex: vars.zIndex.overlay,
    animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);
