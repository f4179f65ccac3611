import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const root = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }));

export const header = style(
  layered({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm }),
);
export const label = style(layered({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }));
export const valueText = style(
  layered({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const slider = style(
  layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    height: vars.size.touchTarget,
    touchAction: 'none',
    userSelect: 'none',
    selectors: { '&[data-disabled]': { opacity: 0.6 } },
  }),
);

export const track = style(
  layered({
    position: 'relative',
    flexGrow: 1,
    height: vars.space.xs,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const range = style(
  layered({ position: 'absolute', height: '100%', borderRadius: vars.radius.pill, background: vars.color.accent }),
);

export const thumb = style(
  layered({
    display: 'block',
    width: vars.size.icon,
    height: vars.size.icon,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    border: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
    boxShadow: vars.shadow.raised,
    cursor: 'grab',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  }),
);

export const marks = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    fontFamily: vars.font.family.numeric,
  }),
);

export const mark = style(
  layered({ selectors: { '&[data-selected="true"]': { color: vars.color.text, fontWeight: vars.font.weight.bold } } }),
);
