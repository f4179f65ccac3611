import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const text = recipe({
  base: layered({ margin: 0, overflowWrap: 'anywhere' }),
  variants: {
    size: {
      xs: layered({ fontSize: vars.font.size.xs }),
      sm: layered({ fontSize: vars.font.size.sm }),
      md: layered({ fontSize: vars.font.size.md }),
      lg: layered({ fontSize: vars.font.size.lg }),
      xl: layered({ fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight }),
      xxl: layered({ fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight }),
    },
    weight: {
      regular: layered({ fontWeight: vars.font.weight.regular }),
      bold: layered({ fontWeight: vars.font.weight.bold }),
    },
    tone: {
      neutral: layered({ color: vars.color.text }),
      muted: layered({ color: vars.color.textMuted }),
      critical: layered({ color: vars.color.critical }),
      positive: layered({ color: vars.color.positive }),
      inherit: layered({ color: 'inherit' }),
    },
    tabular: {
      true: layered({ fontVariantNumeric: 'tabular-nums', fontFamily: vars.font.family.numeric }),
      false: {},
    },
  },
  defaultVariants: { size: 'md', weight: 'regular', tone: 'neutral', tabular: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
