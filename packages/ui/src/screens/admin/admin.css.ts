import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

// Shared layout of the operator console's screens. Wide screens (a laptop) get more columns; nothing here needs
// more than 360 px.
const wide = 'screen and (min-width: 48rem)';

/** A screen's content column: heading, tools, then sections. */
export const screen = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, width: '100%' }),
);
export const screenTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' }),
);
export const lead = style(layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

/** A bordered block of related content with its own h2. */
export const section = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    minWidth: 0,
    background: vars.color.surfaceRaised,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  }),
);
export const sectionHeader = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);
export const sectionTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }),
);

/** Filters and search above a list: stacked on a phone, in a row on a laptop. */
export const toolbar = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    alignItems: 'end',
    '@media': { [wide]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
  }),
);
export const toolbarActions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

/** Two columns of sections on a laptop. */
export const columns = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    alignItems: 'start',
    '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

/** A list whose rows are separated by rules. */
export const list = style(
  layered({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  }),
);
export const row = style(
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
export const rowLink = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.md,
    minWidth: 0,
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);
export const rowLine = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    minWidth: 0,
  }),
);
/** A row's title (an account and name, an action): one line, ending in an ellipsis on a narrow screen (issue 18). */
export const rowTitle = style(
  layered({
    fontWeight: vars.font.weight.bold,
    minWidth: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);
export const meta = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);
export const figures = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
    gap: vars.space.sm,
    margin: 0,
  }),
);
export const figure = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }));
export const figureLabel = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const figureValue = style(layered({ margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }));

/** Small labels for restrictions; the text says what it is, the colour only repeats it. */
export const tags = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));
export const tag = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    background: vars.color.criticalSurface,
    color: vars.color.critical,
  }),
);
export const tagNeutral = style(layered({ background: vars.color.surfaceSunken, color: vars.color.textMuted }));

export const amountUp = style(layered({ color: vars.color.positive }));
export const amountDown = style(layered({ color: vars.color.critical }));
export const mono = style(layered({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' }));

/** A form inside a section. */
export const form = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));
export const formGrid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  }),
);
export const formActions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' }),
);
export const notice = style(
  layered({
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.positiveSurface,
    color: vars.color.positive,
    fontSize: vars.font.size.sm,
  }),
);

/** The loading region of a list: skeleton rows under an announced label. */
export const skeletonRows = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));
