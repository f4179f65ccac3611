import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';
import { singleLineLabel } from '../../internal/label.css.ts';

export const button = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid transparent`,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    // A link styled as a button keeps its label on one line too (its text has no label element of its own).
    whiteSpace: 'nowrap',
    maxWidth: '100%',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
  variants: {
    variant: {
      primary: layered({
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      }),
      secondary: layered({
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      }),
      ghost: layered({
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      }),
    },
    size: {
      md: {},
      sm: layered({ minHeight: vars.size.touchTarget, paddingInline: vars.space.md, fontSize: vars.font.size.sm }),
    },
    fullWidth: { true: layered({ width: '100%' }), false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label: one line, never broken inside a word; an ellipsis (the button's name keeps the whole) if it must. */
export const label = singleLineLabel;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  layered({
    width: vars.size.iconSmall,
    height: vars.size.iconSmall,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thick} solid currentColor`,
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);
