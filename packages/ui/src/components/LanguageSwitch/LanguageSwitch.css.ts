import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const fieldset = style(layered({ border: 'none', margin: 0, padding: 0, minWidth: 0 }));
export const legend = style(
  layered({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }),
);
export const options = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    overflow: 'hidden',
  }),
);
export const option = style(
  layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: vars.size.touchTarget,
    fontSize: vars.font.size.sm,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:has(input:checked)': {
        background: vars.color.accent,
        color: vars.color.onAccent,
        fontWeight: vars.font.weight.bold,
      },
      '&:has(input:focus-visible)': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
    },
  }),
);
export const radio = style(layered({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' }));
