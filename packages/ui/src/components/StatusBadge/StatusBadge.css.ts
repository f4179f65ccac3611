import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const statusBadge = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thin} solid transparent`,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  }),
  variants: {
    tone: {
      neutral: layered({
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      }),
      info: layered({ background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.text }),
      positive: layered({ background: vars.color.positiveSurface, color: vars.color.positive }),
      warning: layered({ background: vars.color.warningSurface, color: vars.color.warning }),
      critical: layered({ background: vars.color.criticalSurface, color: vars.color.critical }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatusBadgeVariants = NonNullable<RecipeVariants<typeof statusBadge>>;
