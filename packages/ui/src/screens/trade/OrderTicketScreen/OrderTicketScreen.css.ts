import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

/** The stock and its live price above the form. */
export const quote = style(
  layered({
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    minWidth: 0,
  }),
);
export const quoteName = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
export const quotePrice = style(
  layered({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs, minWidth: 0 }),
);
export const quotePriceLabel = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const quotePriceValue = style(
  layered({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' }),
);
export const quoteChange = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    columnGap: vars.space.xs,
    fontSize: vars.font.size.sm,
  }),
);

export const form = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }));

/** Hints under a field: pieces that wrap as a whole. */
export const hint = style(layered({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space.sm }));
export const hintPart = style(layered({ whiteSpace: 'nowrap' }));
export const hintWarning = style(layered({ color: vars.color.warning, fontWeight: vars.font.weight.bold }));

/** The heading of the figures with the "updating" note beside it. */
export const figuresHead = style(
  layered({
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.xs,
  }),
);

/** A figure's label with its disclosed rule under it. */
export const labelWithRule = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }));
export const rule = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));

export const short = style(layered({ color: vars.color.critical, fontWeight: vars.font.weight.bold }));

export const checks = style(
  layered({
    margin: 0,
    paddingInlineStart: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
  }),
);

export const retryRow = style(layered({ display: 'flex', justifyContent: 'flex-start' }));

export const submitArea = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));
