import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const list = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const step = recipe({
  base: layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.size.sm }),
  variants: {
    state: {
      pending: layered({ color: vars.color.textMuted }),
      active: layered({ color: vars.color.text, fontWeight: vars.font.weight.bold }),
      done: layered({ color: vars.color.text }),
      error: layered({ color: vars.color.critical, fontWeight: vars.font.weight.bold }),
    },
  },
});

export const marker = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.icon,
    height: vars.size.icon,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thick} solid currentColor`,
    flexShrink: 0,
  }),
  variants: {
    state: {
      pending: {},
      active: layered({ borderColor: vars.color.accent, borderRightColor: 'transparent' }),
      done: layered({
        background: vars.color.positive,
        borderColor: vars.color.positive,
        color: vars.color.surfaceRaised,
      }),
      error: layered({ borderColor: vars.color.critical }),
    },
  },
});
