import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const root = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));
export const row = style(layered({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm }));

export const box = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
    marginTop: vars.space.xxs,
  }),
);

export const input = style(
  layered({
    appearance: 'none',
    margin: 0,
    width: '100%',
    height: '100%',
    borderRadius: vars.radius.sm,
    border: `${vars.borderWidth.thick} solid ${vars.color.textMuted}`,
    background: vars.color.surfaceRaised,
    cursor: 'pointer',
    selectors: {
      '&:checked': { background: vars.color.accent, borderColor: vars.color.accent },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    },
  }),
);

export const check = style(
  layered({
    position: 'absolute',
    inset: 0,
    display: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.onAccent,
    pointerEvents: 'none',
    selectors: { [`${input}:checked + &`]: { display: 'flex' } },
  }),
);

export const label = style(
  layered({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, cursor: 'pointer' }),
);
