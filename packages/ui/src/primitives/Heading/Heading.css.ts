import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const heading = recipe({
  base: layered({
    margin: 0,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
  variants: {
    size: {
      sm: layered({ fontSize: vars.font.size.md }),
      md: layered({ fontSize: vars.font.size.lg }),
      lg: layered({ fontSize: vars.font.size.xl }),
      xl: layered({ fontSize: vars.font.size.xxl }),
    },
    tone: {
      neutral: layered({ color: vars.color.text }),
      muted: layered({ color: vars.color.textMuted }),
      critical: layered({ color: vars.color.critical }),
      positive: layered({ color: vars.color.positive }),
      inherit: layered({ color: 'inherit' }),
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
