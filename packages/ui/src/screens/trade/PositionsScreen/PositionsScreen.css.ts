import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

export const tabPanel = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    // Inactive panels stay in the DOM with `hidden`, which `display: flex` would otherwise override.
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

/** The summary's figures: two columns of label over value, the P&L across. */
export const summaryGrid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    margin: 0,
  }),
);
export const summaryHead = style(
  layered({
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.xs,
  }),
);
export const figure = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }));
export const wide = style(layered({ gridColumn: '1 / -1' }));
export const third = style(layered({ gridColumn: 'span 2' }));
export const half = style(layered({ gridColumn: 'span 3' }));
export const term = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const value = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);
export const bigValue = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);

/** A bordered list whose rows are separated by rules. */
export const listFrame = style(
  layered({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    overflow: 'hidden',
    minWidth: 0,
  }),
);
export const listItem = style(
  layered({
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);

/** One row: a link to the position (holding, sold) or a block with an action (working order). */
export const row = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    color: vars.color.text,
    textDecoration: 'none',
    minWidth: 0,
    selectors: {
      'a&:hover': { background: vars.color.surfaceSunken },
      'a&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
    },
  }),
);
export const rowHead = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);
export const rowTitle = style(
  layered({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space.xs, minWidth: 0 }),
);
export const rowBadges = style(
  layered({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xxs }),
);

/** Label-over-value figures of a row: three to the first line (quantity and prices), two to the next (money). */
export const rowFigures = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    columnGap: vars.space.sm,
    rowGap: vars.space.xs,
    margin: 0,
    fontSize: vars.font.size.sm,
  }),
);
export const rowValue = style(
  layered({
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weight.bold,
    overflowWrap: 'anywhere',
  }),
);
export const rowMeta = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);
// Right-aligned, also when they wrap below the order's figures; on the narrowest phones the links under a list
// (all records, the offerings) go one under the other rather than run past the edge.
export const rowActions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: vars.space.xs,
    marginInlineStart: 'auto',
  }),
);

/** A follow order's head: the badge goes under the product's name when both do not fit on one line. */
export const followHead = style(layered({ flexWrap: 'wrap' }));
/**
 * A product's name breaks only between its words (a space, a ・), never inside one, unless a single word is wider
 * than the row.
 */
export const productName = style(
  layered({
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    minWidth: 0,
  }),
);

export const rowFoot = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.sm,
  }),
);
export const lockNote = style(layered({ fontSize: vars.font.size.xs, color: vars.color.warning }));
export const marginNote = {
  warning: style(
    layered({ fontSize: vars.font.size.xs, color: vars.color.warning, fontWeight: vars.font.weight.bold }),
  ),
  call: style(layered({ fontSize: vars.font.size.xs, color: vars.color.critical, fontWeight: vars.font.weight.bold })),
};
export const leverageTag = style(
  layered({
    fontSize: vars.font.size.xs,
    color: vars.color.text,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
  }),
);
