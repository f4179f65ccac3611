import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  }),
);
export const legend = style(
  layered({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }),
);
export const list = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const option = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.sm,
  }),
);

export const item = style(
  layered({
    all: 'unset',
    boxSizing: 'border-box',
    position: 'relative',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.icon,
    height: vars.size.icon,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thick} solid ${vars.color.textMuted}`,
    background: vars.color.surfaceRaised,
    cursor: 'pointer',
    selectors: {
      '&[data-state="checked"]': { borderColor: vars.color.accent },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    },
  }),
);

export const indicator = style(
  layered({
    width: `calc(${vars.size.icon} / 2)`,
    height: `calc(${vars.size.icon} / 2)`,
    borderRadius: vars.radius.pill,
    background: vars.color.accent,
  }),
);

export const text = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, cursor: 'pointer' }),
);
export const label = style(
  layered({
    fontSize: vars.font.size.md,
    color: vars.color.text,
    selectors: { [`${list}[data-fit="compact"] &`]: { fontSize: vars.font.size.sm } },
  }),
);
export const description = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
