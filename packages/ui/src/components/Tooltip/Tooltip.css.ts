import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style(
  layered({
    maxWidth: `min(calc(100vw - 2 * ${vars.space.md}), ${vars.size.sheet})`,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.text,
    color: vars.color.surface,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    boxShadow: vars.shadow.overlay,
    zIndex: vars.zIndex.toast,
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-state="delayed-open"], &[data-state="instant-open"]': {
        animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const arrow = style(layered({ fill: vars.color.text }));
