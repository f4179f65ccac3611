import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

// The follow screens' own parts; cards, records, notices and facts are the mine and funding screens' styles.

/** A product's name with its badges: the title line of a card. */
export const titleLine = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    minWidth: 0,
  }),
);
export const productName = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
export const badges = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs }));

/** Who publishes the strategy, under the name. */
export const byline = style(
  layered({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' }),
);

/** A small muted line under a figure (the days a drawdown ran between, what an average is over). */
export const figureNote = style(
  layered({ display: 'block', fontSize: vars.font.size.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' }),
);

/** The headline NAV of the product page. */
export const headline = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    margin: 0,
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
  }),
);
export const headlineChange = style(layered({ fontSize: vars.font.size.md }));
export const headlineLabel = style(
  layered({
    display: 'block',
    width: '100%',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.regular,
    color: vars.color.textMuted,
  }),
);

/** Facts in a grid of small label-over-value cells; as many columns as fit, never narrower than a money amount. */
export const grid = style(
  layered({
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    minWidth: 0,
  }),
);
export const gridItem = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }));
export const gridWide = style(layered({ gridColumn: '1 / -1' }));
export const gridTerm = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const gridValue = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);

/** The list card's sparkline: a full-width line above the figures. */
export const sparkline = style(layered({ display: 'block', width: '100%', minWidth: 0 }));

/** A row of actions at the end of a card: each a full touch target, wrapping under each other when narrow. */
export const cardActions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);
export const actionGroup = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginInlineStart: 'auto' }),
);

/** The basket: one row per stock, its weight as text and as a bar. */
export const basket = style(
  layered({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', minWidth: 0 }),
);
export const basketItem = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    alignItems: 'baseline',
    paddingBlock: vars.space.xs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);
export const basketName = style(
  layered({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' }),
);
export const basketCode = style(
  layered({
    fontFamily: vars.font.family.numeric,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  }),
);
export const basketWeight = style(
  layered({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' }),
);
export const weightTrack = style(
  layered({
    gridColumn: '1 / -1',
    height: vars.space.xxs,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
    overflow: 'hidden',
  }),
);
export const weightBar = style(layered({ display: 'block', height: '100%', background: vars.color.accent }));

/** Running text that may be long (a strategy, a disclosure): keeps the server's line breaks. */
export const prose = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);

/** Two products side by side: a label across, then each product's value under its name. */
export const compareHead = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space.sm,
    paddingBlockEnd: vars.space.xs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    overflowWrap: 'anywhere',
    minWidth: 0,
  }),
);
export const compareLinks = style(
  layered({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.sm, minWidth: 0 }),
);
export const compareList = style(layered({ margin: 0, display: 'flex', flexDirection: 'column', minWidth: 0 }));
export const compareRow = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    paddingBlock: vars.space.xs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    minWidth: 0,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);
export const compareTerm = style(
  layered({ gridColumn: '1 / -1', fontSize: vars.font.size.xs, color: vars.color.textMuted }),
);
export const compareValue = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    overflowWrap: 'anywhere',
    minWidth: 0,
  }),
);
export const compareBar = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

/** The buy sheet's form and preview, stacked. */
export const sheetBody = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));

/** The disclosure the user ticks: a bordered box so it reads as one statement. */
export const disclosure = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    minWidth: 0,
  }),
);
