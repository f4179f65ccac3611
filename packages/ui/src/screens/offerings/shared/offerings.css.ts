import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

// The offerings screens' own parts; cards, records, notices and facts are the mine and funding screens' styles.

/** A stock's name with its code and badges: the title line of a card or record. */
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
export const stockName = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
export const stockCode = style(
  layered({
    fontFamily: vars.font.family.numeric,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  }),
);
export const badges = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs }));

/** The headline figure of a card: the offer price or the range. */
export const headline = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
export const headlineLabel = style(
  layered({
    display: 'block',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.regular,
    color: vars.color.textMuted,
  }),
);

/** Two columns of facts on a card (one on the narrowest phones). */
export const grid = style(
  layered({
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    minWidth: 0,
  }),
);
export const gridItem = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }));
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

/** A 64-character hash or seed: monospaced, broken anywhere (it has no words). */
export const hash = style(
  layered({
    fontFamily: vars.font.family.numeric,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    wordBreak: 'break-all',
  }),
);

/** The draw's algorithm text, folded. */
export const algorithm = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);
export const summary = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    cursor: 'pointer',
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    textDecoration: 'underline',
  }),
);

/** A row of actions at the end of a card: each a full touch target. */
export const cardActions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' }),
);

/** A verification step: icon, what is checked, its state in words. */
export const checkRow = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.xs,
    minWidth: 0,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);
export const checkIcon = style(layered({ display: 'inline-flex', flexShrink: 0, paddingTop: vars.space.xxs }));
export const checkPass = style(layered({ color: vars.color.positive }));
export const checkFail = style(layered({ color: vars.color.critical }));
export const checkIdle = style(layered({ color: vars.color.textMuted }));
export const checkBody = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 }),
);
export const checkTitle = style(layered({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }));
export const checkDetail = style(
  layered({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' }),
);

/** A list of tab panels' content: the same gap as the column. */
export const panel = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }));

/** A fact that takes a whole row of the grid (a date range). */
export const gridWide = style(layered({ gridColumn: '1 / -1' }));

/** A command to type (the command-line verification): monospaced, on a tinted block, wrapping anywhere. */
export const command = style(
  layered({
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surfaceSunken,
    fontFamily: vars.font.family.numeric,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
  }),
);
