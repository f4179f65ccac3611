import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const iconButton = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    border: `${vars.borderWidth.thin} solid transparent`,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
  variants: {
    variant: {
      ghost: layered({
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      }),
      secondary: layered({
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      }),
      primary: layered({
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      }),
    },
    size: {
      md: {},
      sm: {},
    },
    shape: {
      round: layered({ borderRadius: vars.radius.pill }),
      square: layered({ borderRadius: vars.radius.md }),
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md', shape: 'round' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
