import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const nav = style(
  layered({
    background: vars.color.surfaceRaised,
    borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    paddingBottom: 'env(safe-area-inset-bottom)',
  }),
);
export const list = style(
  layered({ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', margin: 0, padding: 0 }),
);
export const link = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minHeight: vars.size.bottomNav,
    paddingInline: vars.space.xxs,
    color: vars.color.textMuted,
    textDecoration: 'none',
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    selectors: {
      '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.font.weight.bold },
    },
  }),
);
export const indicator = style(
  layered({
    width: vars.size.icon,
    height: vars.borderWidth.thick,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    selectors: { [`${link}[aria-current="page"] &`]: { background: vars.color.accent } },
  }),
);
