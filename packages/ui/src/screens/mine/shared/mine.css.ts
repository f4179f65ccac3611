import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

export { card, column } from '../../sections.css.ts';

export const cardTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.text }),
);

export const muted = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));
export const paragraph = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  }),
);

/** A list without bullets whose items are separated by rules. */
export const list = style(
  layered({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' }),
);
export const listItem = style(
  layered({
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);

/** A full-width link row: label, optional detail, chevron. */
export const linkRow = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.xs,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.font.size.sm,
    minWidth: 0,
  }),
);
export const linkLabel = style(layered({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }));
export const linkDetail = style(
  layered({
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
    textAlign: 'right',
    overflowWrap: 'anywhere',
  }),
);
export const chevron = style(layered({ color: vars.color.textMuted, display: 'inline-flex' }));

/** The small count or marker badge (unread). */
export const badge = style(
  layered({
    minWidth: vars.size.iconSmall,
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.pill,
    background: vars.color.critical,
    color: vars.color.surfaceRaised,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  }),
);
export const dot = style(
  layered({
    flex: 'none',
    width: vars.space.xs,
    height: vars.space.xs,
    borderRadius: vars.radius.pill,
    background: vars.color.critical,
  }),
);

/** A notice box: important, not an error. */
export const notice = style(
  layered({
    display: 'flex',
    gap: vars.space.xs,
    alignItems: 'flex-start',
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);
export const warning = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.criticalSurface,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    overflowWrap: 'anywhere',
  }),
);
export const success = style(
  layered({
    display: 'flex',
    gap: vars.space.xs,
    alignItems: 'flex-start',
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.positiveSurface,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const form = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));
export const row = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 }),
);
export const grow = style(layered({ flex: 1, minWidth: 0 }));
export const code = style(
  layered({
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.08em',
    overflowWrap: 'anywhere',
  }),
);
export const mono = style(
  layered({
    fontFamily: vars.font.family.numeric,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
  }),
);
export const bigNumber = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
  }),
);
export const loading = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));
