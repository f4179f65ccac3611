import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { layered } from './layered.ts';

export const field = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }));

export const label = style(layered({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }));

export const control = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    background: vars.color.surfaceRaised,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    selectors: {
      '&:focus-within': {
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.focus}`,
      },
      '&[data-invalid="true"]': { borderColor: vars.color.critical },
    },
  }),
);

export const input = style(
  layered({
    flex: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    paddingInline: vars.space.md,
    border: 'none',
    background: 'transparent',
    fontSize: vars.font.size.md,
    color: vars.color.text,
    selectors: {
      '&:focus-visible': { outline: 'none' },
      '&::placeholder': { color: vars.color.textMuted },
    },
  }),
);

export const hint = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));

export const error = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
    color: vars.color.critical,
  }),
);
