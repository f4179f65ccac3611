import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const toggle = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.touchTarget,
    alignSelf: 'stretch',
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    borderRadius: vars.radius.md,
  }),
);
