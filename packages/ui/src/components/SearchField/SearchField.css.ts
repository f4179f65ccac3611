import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const control = style(layered({ paddingInlineStart: vars.space.md, borderRadius: vars.radius.pill }));

export const leading = style(layered({ display: 'flex', color: vars.color.textMuted }));

export const input = style(
  layered({
    paddingInlineStart: vars.space.sm,
    selectors: {
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  }),
);

export const clear = style(
  layered({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    alignSelf: 'stretch',
    minWidth: vars.size.touchTarget,
    borderRadius: vars.radius.pill,
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(${vars.size.focusRing} * -1)`,
      },
    },
  }),
);
