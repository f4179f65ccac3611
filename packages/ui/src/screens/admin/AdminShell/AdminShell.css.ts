import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

const wide = 'screen and (min-width: 60rem)';

export const shell = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100dvh',
    width: '100%',
    background: vars.color.surface,
    overflowX: 'clip',
  }),
);
export const skip = style(
  layered({
    position: 'absolute',
    insetInlineStart: vars.space.sm,
    insetBlockStart: vars.space.sm,
    zIndex: vars.zIndex.toast,
    padding: vars.space.sm,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.md,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  }),
);
export const top = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    background: vars.color.surfaceRaised,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);
export const brand = style(layered({ display: 'flex', flexDirection: 'column', minWidth: 0 }));
export const brandTitle = style(
  layered({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md, overflowWrap: 'anywhere' }),
);
export const brandSub = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const operator = style(
  layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, flexWrap: 'wrap' }),
);
export const operatorText = style(
  layered({ display: 'flex', flexDirection: 'column', fontSize: vars.font.size.sm, minWidth: 0, textAlign: 'end' }),
);
export const operatorLabel = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const operatorName = style(layered({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' }));

export const body = style(
  layered({
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    '@media': { [wide]: { flexDirection: 'row' } },
  }),
);
/** Sections wrap under the header on a phone (none hidden off-screen) and form a sidebar on a laptop. */
export const nav = style(
  layered({
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    '@media': {
      [wide]: {
        flex: '0 0 14rem',
        borderBottom: 'none',
        borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      },
    },
  }),
);
export const navList = style(
  layered({
    listStyle: 'none',
    margin: 0,
    padding: vars.space.xs,
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    '@media': {
      [wide]: { flexDirection: 'column', flexWrap: 'nowrap', padding: vars.space.md, position: 'sticky', top: 0 },
    },
  }),
);
export const navLink = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    fontSize: vars.font.size.sm,
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&[aria-current="page"]': {
        background: vars.color.accent,
        color: vars.color.onAccent,
        fontWeight: vars.font.weight.bold,
      },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(${vars.size.focusOffset} * -1)`,
      },
    },
  }),
);
export const main = style(
  layered({
    flex: 1,
    minWidth: 0,
    padding: vars.space.md,
    '@media': { [wide]: { padding: vars.space.xl } },
  }),
);
export const mainInner = style(layered({ maxWidth: '72rem', marginInline: 'auto', width: '100%' }));
