import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

export { card, column } from '../../sections.css.ts';

export const section = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }));

export const sectionTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.text }),
);

export const muted = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));

/** A notice: what the user should know next to a form (market phase, a rule), not an error. */
const noticeBase = {
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
} as const;
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

/** Buy and sell in the market's up and down colours; the word is always there too. */
export const side = styleVariants({
  buy: layered({ color: vars.color.priceUp, fontWeight: vars.font.weight.bold }),
  sell: layered({ color: vars.color.priceDown, fontWeight: vars.font.weight.bold }),
});

/** Stock name and code on one line, wrapping when long. */
export const identity = style(
  layered({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space.xs, minWidth: 0 }),
);
export const name = style(
  layered({ fontWeight: vars.font.weight.bold, color: vars.color.text, overflowWrap: 'anywhere', minWidth: 0 }),
);
export const code = style(
  layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' }),
);

export const figures = style(
  layered({
    display: 'inline-flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    columnGap: vars.space.xs,
    rowGap: vars.space.xxs,
  }),
);

/** Links and buttons side by side, wrapping on a narrow phone. */
export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 }));
export const actionLink = style(layered({ flex: '1 1 8rem', textDecoration: 'none', minWidth: 0 }));

export const list = style(
  layered({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', minWidth: 0 }),
);

export const skeletonBlock = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const inlineLink = style(
  layered({
    color: vars.color.text,
    textDecoration: 'underline',
    textUnderlineOffset: vars.space.xxs,
    fontWeight: vars.font.weight.bold,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);

/** A detail page's first card: the stock's name and code beside its status badges. */
export const head = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);
export const headName = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: 'anywhere',
    minWidth: 0,
  }),
);
export const badges = style(layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxs }));
