import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

/** The column of sections inside a markets screen. */
export const column = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }));

export const section = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }));

/** A section heading with an optional "more" link on the other side. */
export const sectionHead = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);
export const sectionTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.text }),
);
export const moreLink = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: vars.size.touchTarget,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    textDecoration: 'underline',
    textUnderlineOffset: vars.space.xxs,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);

/** A bordered block holding a list (the list scrolls inside it). */
export const listFrame = style(
  layered({
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    overflow: 'hidden',
    background: vars.color.surface,
    minWidth: 0,
  }),
);

export const toolbar = style(
  layered({
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.sm,
  }),
);

export const muted = style(layered({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }));

/** Index cards side by side, scrolling sideways when they do not fit. */
export const strip = style(
  layered({
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(9.5rem, 1fr)',
    gap: vars.space.sm,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    margin: 0,
    padding: 0,
    paddingBlockEnd: vars.space.xxs,
    listStyle: 'none',
    minWidth: 0,
  }),
);

/** The loading strip does not scroll (nothing in it can take focus). */
export const stripLoading = style([strip, layered({ overflowX: 'hidden' })]);

export const indexCard = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.raised,
    color: vars.color.text,
    textDecoration: 'none',
    minWidth: 0,
    height: '100%',
    boxSizing: 'border-box',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);

export const indexName = style(
  layered({
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);
export const indexPrice = style(
  layered({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' }),
);
export const indexChange = style(
  layered({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs, fontSize: vars.font.size.xs }),
);

/** A full-width index row in the index list. */
export const indexRow = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: vars.space.sm,
    minHeight: `calc(${vars.size.touchTarget} + ${vars.space.lg})`,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.xs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
    },
  }),
);
export const indexRowName = style(
  layered({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs, fontSize: vars.font.size.sm }),
);
export const ellipsis = style(layered({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));
export const bold = style(layered({ fontWeight: vars.font.weight.bold }));
export const figures = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
  }),
);
export const plainList = style(layered({ listStyle: 'none', margin: 0, padding: 0 }));

export const skeletonBlock = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md }),
);

export const clockLine = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 }),
);
