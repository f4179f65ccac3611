import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

// The credit-line screens' own parts; cards, notices, records and facts are the shared screens' styles.

/** The big figure of a card (what can be drawn, the score) with its small label or suffix. */
export const figure = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.xs,
    margin: 0,
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
export const figureSuffix = style(
  layered({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular, color: vars.color.textMuted }),
);

/** A horizontal track with a filled bar (the score out of 1,000, a factor's points); the width is set inline. */
export const track = style(
  layered({
    position: 'relative',
    display: 'block',
    height: vars.space.xs,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
    overflow: 'hidden',
  }),
);
export const bar = style(layered({ display: 'block', height: '100%', background: vars.color.accent }));
/** The minimum score to borrow, marked on the score's track; its position is set inline. */
export const marker = style(
  layered({
    position: 'absolute',
    insetBlock: 0,
    width: vars.borderWidth.thick,
    background: vars.color.text,
  }),
);

/** The factors: one block each, separated by rules. */
export const factors = style(
  layered({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', minWidth: 0 }),
);
export const factor = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingBlock: vars.space.sm,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    minWidth: 0,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);
export const factorHead = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: vars.space.sm,
    minWidth: 0,
  }),
);
export const factorPoints = style(
  layered({
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    whiteSpace: 'nowrap',
  }),
);
export const factorName = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);

/** A worked line of arithmetic with the user's numbers: tabular, allowed to wrap between terms. */
export const formula = style(
  layered({
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
export const formulaLabel = style(
  layered({
    display: 'block',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
  }),
);

/** A title line: a heading and badges after it. */
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
export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
export const badges = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs }));

/** A row of actions at the end of a card or a form. */
export const actions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end', minWidth: 0 }),
);

/** A sheet's or a form's column of fields and notes. */
export const stack = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));

/** A key figure inside a fact grid (what is owed). */
export const strong = style(layered({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md }));
