import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

// The funding screens' own parts; the column, card and text styles are the mine screens' (mine.css.ts).

const noticeBase = {
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
} as const;

/** A boxed notice: what to know next to a form. The icon and the words carry the meaning, the colour repeats it. */
export const notice = styleVariants({
  info: layered({ ...noticeBase, background: vars.color.surfaceSunken }),
  warning: layered({ ...noticeBase, background: vars.color.warningSurface }),
  critical: layered({ ...noticeBase, background: vars.color.criticalSurface }),
  positive: layered({ ...noticeBase, background: vars.color.positiveSurface }),
});
export const noticeIcon = style(layered({ display: 'inline-flex', flexShrink: 0, paddingTop: vars.space.xxs }));
export const noticeBody = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 }),
);
export const noticeTitle = style(layered({ margin: 0, fontWeight: vars.font.weight.bold }));
export const noticeText = style(layered({ margin: 0 }));
export const noticeList = style(
  layered({
    margin: 0,
    listStyle: 'disc',
    paddingInlineStart: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
  }),
);

/** A card's heading line: title and a badge or action at the end. */
export const cardHeader = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    minWidth: 0,
  }),
);

/** Steps the user takes, numbered. */
export const steps = style(
  layered({
    margin: 0,
    listStyle: 'decimal',
    paddingInlineStart: vars.space.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

/** A label/value row with a copy button: the deposit account's details. */
export const copyList = style(layered({ margin: 0, display: 'flex', flexDirection: 'column', minWidth: 0 }));
export const copyRow = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"term action" "value action"',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    paddingBlock: vars.space.xs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);
export const copyTerm = style(layered({ gridArea: 'term', fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const copyValue = style(
  layered({
    gridArea: 'value',
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
  }),
);
export const copyFigure = style(
  layered({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);
export const copyDetail = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const copyAction = style(layered({ gridArea: 'action', margin: 0 }));
export const copyText = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }));

/** The readiness checklist: one row per condition, its state in words and an icon. */
export const checklist = style(
  layered({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs }),
);
export const checkItem = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    minWidth: 0,
    fontSize: vars.font.size.sm,
  }),
);
export const checkMark = styleVariants({
  ok: layered({ display: 'inline-flex', flexShrink: 0, color: vars.color.positive }),
  missing: layered({ display: 'inline-flex', flexShrink: 0, color: vars.color.critical }),
});
export const checkText = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 }),
);
export const checkState = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));

/** The withdrawable breakdown's operator column (−, =) beside each term. */
export const term = style(layered({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'baseline' }));
export const operator = style(
  layered({
    display: 'inline-block',
    minWidth: vars.space.md,
    fontFamily: vars.font.family.numeric,
    color: vars.color.textMuted,
    textAlign: 'center',
  }),
);

/** One row of a list of records: a title line, meta lines, actions. */
export const record = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingBlock: vars.space.md,
    minWidth: 0,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);
export const recordLine = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    minWidth: 0,
  }),
);
export const recordTitle = style(
  layered({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md, overflowWrap: 'anywhere' }),
);
export const amount = style(
  layered({
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
  }),
);
export const meta = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    margin: 0,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);
export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

/** Two images side by side on a wider screen, stacked on a phone. */
export const imagePair = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { 'screen and (min-width: 30rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

/** The tracker's time under each step. */
export const stepLabel = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }));
export const stepTime = style(
  layered({
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.regular,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

/** Facts stacked label over value (hours, limits, fee): long values read left to right, never squeezed right. */
export const facts = style(layered({ margin: 0, display: 'flex', flexDirection: 'column', minWidth: 0 }));
export const fact = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);
export const factTerm = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const factValue = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
);
