import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const frame = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.sm,
    padding: vars.space.md,
    background: vars.color.surfaceRaised,
    border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
    borderRadius: vars.radius.md,
    selectors: {
      '&[data-invalid="true"]': { borderColor: vars.color.critical, borderStyle: 'solid' },
    },
  }),
);

export const preview = style(
  layered({
    display: 'block',
    width: '100%',
    maxHeight: `calc(4 * ${vars.size.touchTarget})`,
    objectFit: 'contain',
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
  }),
);

export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const fileName = style(
  layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' }),
);

/** The visible "choose" button is a <label> for the visually hidden input; it shows the input's focus. */
export const chooseLabel = style(
  layered({
    selectors: {
      'input:focus-visible + &': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);
