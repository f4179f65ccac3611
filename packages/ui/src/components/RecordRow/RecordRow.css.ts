import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const row = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
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

export const main = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 }),
);

export const titleLine = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs, minWidth: 0 }),
);

export const type = style(layered({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md }));

export const stock = style(layered({ fontSize: vars.font.size.sm, overflowWrap: 'anywhere' }));

export const code = style(
  layered({ color: vars.color.textMuted, fontSize: vars.font.size.xs, fontVariantNumeric: 'tabular-nums' }),
);

export const meta = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const side = style(
  layered({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs, flexShrink: 0 }),
);

export const amount = style(
  layered({ display: 'inline-flex', fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' }),
);

export const chevron = style(layered({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 }));
