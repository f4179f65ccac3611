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
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    margin: 0,
    padding: 0,
    // The labels' type scales with the menu's width (cqi), so five-character labels fit a sixth of a 320 px phone.
    containerType: 'inline-size',
  }),
);
export const item = style(layered({ minWidth: 0 }));
export const link = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minHeight: vars.size.bottomNav,
    color: vars.color.textMuted,
    textDecoration: 'none',
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
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

/**
 * One line, never broken (issue 18). マーケット and お気に入り are five full-width characters: at 3.2 % of the menu's
 * width each, five take 16 %, a little less than the sixth an item has. Between 10 px (a 320 px phone) and the
 * regular 12 px (375 px and wider).
 */
export const label = style(
  layered({
    fontSize: `clamp(0.625rem, 3.2cqi, ${vars.font.size.xs})`,
  }),
);
