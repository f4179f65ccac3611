import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export { overlay } from '../../internal/overlay.css.ts';

export const content = style(
  layered({
    position: 'fixed',
    top: 0,
    bottom: 0,
    width: vars.size.sheet,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    zIndex: vars.zIndex.sheet,
    overflowY: 'auto',
    outline: 'none',
    selectors: {
      '&[data-side="left"]': { left: 0, animation: `${slideFromLeft} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-side="right"]': { right: 0, animation: `${slideFromRight} ${vars.motion.normal} ${vars.motion.easing}` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const title = style(layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }));

export const close = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
  }),
);

export const body = style(layered({ padding: vars.space.md, flex: 1 }));
