import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

export const editRow = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: `calc(${vars.size.touchTarget} + ${vars.space.sm})`,
    paddingInline: vars.space.md,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);
export const move = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:disabled': { color: vars.color.textMuted, opacity: 0.4, cursor: 'default' },
      '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
    },
  }),
);
export const editBar = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.sm,
  }),
);
export const actions = style(layered({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs }));
export const addLink = style(layered({ textDecoration: 'none' }));
