import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const viewport = style(
  layered({
    position: 'fixed',
    top: vars.space.lg,
    left: '50%',
    transform: 'translateX(-50%)',
    width: `min(${vars.size.content}, calc(100vw - 2 * ${vars.space.lg}))`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    zIndex: vars.zIndex.toast,
    outline: 'none',
  }),
);

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-25%)' }, to: { opacity: 1 } });

export const toast = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    fontSize: vars.font.size.sm,
    selectors: { '&[data-state="open"]': { animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}` } },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
  variants: {
    tone: {
      info: {},
      positive: layered({ borderInlineStartColor: vars.color.positive }),
      critical: layered({ borderInlineStartColor: vars.color.critical }),
    },
  },
});

export const icon = recipe({
  variants: {
    tone: {
      info: layered({ color: vars.color.textMuted }),
      positive: layered({ color: vars.color.positive }),
      critical: layered({ color: vars.color.critical }),
    },
  },
});
