import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const clock = style(
  layered({
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  }),
);

export const phase = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thin} solid transparent`,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.xs,
    whiteSpace: 'nowrap',
  }),
  variants: {
    tone: {
      positive: layered({ background: vars.color.positiveSurface, color: vars.color.positive }),
      warning: layered({ background: vars.color.warningSurface, color: vars.color.warning }),
      neutral: layered({
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type PhaseVariants = NonNullable<RecipeVariants<typeof phase>>;

export const market = style(layered({ fontWeight: vars.font.weight.bold }));

export const next = style(
  layered({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', fontFamily: vars.font.family.numeric }),
);
