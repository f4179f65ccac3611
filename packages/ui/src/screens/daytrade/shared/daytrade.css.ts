import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

// The day-trade screens' own parts; cards, records, notices and facts are the shared and mine/funding styles.

/** A stock's name with its code and badges: the title line of a card or row. */
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
export const name = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);
export const code = style(
  layered({
    fontFamily: vars.font.family.numeric,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  }),
);
export const badges = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs }));

/** A row of actions at the end of a card: each a full touch target, wrapping under each other when narrow. */
export const cardActions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

/** The headline figure of the account panel (available margin). */
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
    overflowWrap: 'anywhere',
  }),
);
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

/** Running text from the server (the rules): keeps its line breaks. */
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

/** The rules the user ticks: a bordered box so it reads as one statement. */
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

/** A dialog's or sheet's content, stacked. */
export const stack = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));

/** The fills of an order: one row each. */
export const fills = style(
  layered({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', minWidth: 0 }),
);
export const fill = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);
