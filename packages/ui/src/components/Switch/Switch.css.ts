import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const root = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const row = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: vars.size.touchTarget,
  }),
);

export const label = style(layered({ fontSize: vars.font.size.md, color: vars.color.text, cursor: 'pointer' }));

export const track = style(
  layered({
    all: 'unset',
    position: 'relative',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: `calc(${vars.size.icon} * 2)`,
    height: `calc(${vars.size.icon} + ${vars.space.xxs} * 2)`,
    padding: vars.space.xxs,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
    border: `${vars.borderWidth.thin} solid ${vars.color.textMuted}`,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

export const thumb = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `calc(${vars.size.icon} - ${vars.borderWidth.thin} * 2)`,
    height: `calc(${vars.size.icon} - ${vars.borderWidth.thin} * 2)`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    color: vars.color.accent,
    boxShadow: vars.shadow.raised,
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"]': { transform: `translateX(calc(${vars.size.icon} - ${vars.space.xxs} * 2))` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

/** The check inside the thumb: the on state is not shown by colour alone. */
export const mark = style(
  layered({
    display: 'none',
    selectors: { [`${thumb}[data-state="checked"] &`]: { display: 'flex' } },
  }),
);

export const hint = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
