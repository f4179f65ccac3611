import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const input = style(
  layered({
    textAlign: 'end',
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const stepper = style(
  layered({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    alignSelf: 'stretch',
    minWidth: vars.size.touchTarget,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(${vars.size.focusRing} * -1)`,
      },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, opacity: 0.6 },
    },
  }),
);

export const minus = style(
  layered({
    borderStartStartRadius: vars.radius.md,
    borderEndStartRadius: vars.radius.md,
    borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);
export const plus = style(
  layered({
    borderStartEndRadius: vars.radius.md,
    borderEndEndRadius: vars.radius.md,
    borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const unit = style(
  layered({
    paddingInlineEnd: vars.space.sm,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  }),
);
