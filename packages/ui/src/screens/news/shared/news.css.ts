import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

/** The column of a news screen. */
export const column = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));

export { card } from '../../sections.css.ts';

export const loading = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

/** The article list: rows separated by rules. */
export const list = style(
  layered({
    listStyle: 'none',
    margin: 0,
    paddingBlock: 0,
    paddingInline: vars.space.md,
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.raised,
    minWidth: 0,
  }),
);
export const listItem = style(
  layered({
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);
export const item = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingBlock: vars.space.md,
    color: vars.color.text,
    textDecoration: 'none',
    minWidth: 0,
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);
export const itemTitle = style(
  layered({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);
export const itemSummary = style(
  layered({
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    lineHeight: vars.font.lineHeight.normal,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflowWrap: 'anywhere',
  }),
);

/** Category, time and source on one wrapping line. */
export const meta = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    margin: 0,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

/** The category, as a bordered label (text, never colour alone). */
export const category = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    whiteSpace: 'nowrap',
  }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);

export const muted = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));

/** The article's body: paragraphs as written, line breaks kept. */
export const body = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));
export const paragraph = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);

/** A note that the article is shown in another language. */
export const note = style(
  layered({
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    overflowWrap: 'anywhere',
  }),
);

export const links = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
);
export const codeLink = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    color: vars.color.text,
    fontFamily: vars.font.family.numeric,
    fontSize: vars.font.size.sm,
    textDecoration: 'none',
  }),
);
export const textLink = style(
  layered({ color: vars.color.text, textDecorationLine: 'underline', overflowWrap: 'anywhere' }),
);
