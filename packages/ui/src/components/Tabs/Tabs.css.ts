import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const root = style(layered({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

export const list = recipe({
  base: layered({
    display: 'flex',
    minWidth: 0,
    // The last layout (useFit): rows of tabs rather than a strip that hides some.
    selectors: { '&[data-fit="rows"]': { flexWrap: 'wrap' } },
  }),
  variants: {
    variant: {
      underline: layered({ borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` }),
      pill: layered({ gap: vars.space.xs, paddingBlock: vars.space.xs }),
    },
    fullWidth: { true: {}, false: {} },
  },
  defaultVariants: { variant: 'underline', fullWidth: true },
});

export type TabsListVariants = NonNullable<RecipeVariants<typeof list>>;

export const trigger = recipe({
  base: layered({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(${vars.size.focusRing} * -1)`,
      },
      '&[data-state="active"]': { color: vars.color.text, fontWeight: vars.font.weight.bold },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      // Layouts that give long labels the space (useFit).
      '[data-fit="compact"] > &': { paddingInline: vars.space.xs, fontSize: vars.font.size.xs },
      '[data-fit="rows"] > &': { flexGrow: 1, maxWidth: '100%' },
    },
  }),
  variants: {
    variant: {
      // Active: bold text and an underline bar, not colour alone.
      underline: layered({
        borderBottom: `${vars.borderWidth.thick} solid transparent`,
        marginBottom: `calc(${vars.borderWidth.thin} * -1)`,
        selectors: { '&[data-state="active"]': { borderBottomColor: vars.color.accent } },
      }),
      pill: layered({
        minHeight: `calc(${vars.size.touchTarget} - ${vars.space.xs} * 2)`,
        paddingInline: vars.space.sm,
        borderRadius: vars.radius.pill,
        border: `${vars.borderWidth.thin} solid transparent`,
        selectors: {
          '&[data-state="active"]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
        },
      }),
    },
    fullWidth: { true: layered({ flex: '1 1 0' }), false: {} },
  },
  defaultVariants: { variant: 'underline', fullWidth: true },
});

export const content = style(
  layered({
    paddingBlock: vars.space.md,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);
