import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

// Kind and stock, then the amount, on the first line; the order number and time on a line of their own across the
// row, so a long number never has to share its width with the amount on a 320 px phone.
export const row = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    gridTemplateAreas: '"title side chevron" "meta meta chevron"',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    textDecoration: 'none',
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: {
      'a&:hover': { background: vars.color.surfaceSunken },
      'a&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
    },
  }),
);

export const titleLine = style(
  layered({
    gridArea: 'title',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.xs,
    minWidth: 0,
  }),
);

// A long kind (コピートレード払戻) may break where it must on a 320 px phone rather than spill past the amount.
export const type = style(
  layered({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md, overflowWrap: 'anywhere' }),
);

export const stock = style(layered({ fontSize: vars.font.size.sm, overflowWrap: 'anywhere' }));

export const code = style(
  layered({ color: vars.color.textMuted, fontSize: vars.font.size.xs, fontVariantNumeric: 'tabular-nums' }),
);

export const meta = style(
  layered({
    gridArea: 'meta',
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const side = style(
  layered({ gridArea: 'side', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs }),
);

export const amount = style(
  layered({ display: 'inline-flex', fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' }),
);

export const chevron = style(layered({ gridArea: 'chevron', display: 'inline-flex', color: vars.color.textMuted }));
