import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const titleRow = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.xs }));

export const titleIcon = style(layered({ display: 'inline-flex', color: vars.color.critical, flexShrink: 0 }));

export const message = style(layered({ margin: 0, color: vars.color.text, fontSize: vars.font.size.md }));

export const details = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.md, minWidth: 0 }),
);

export const critical = style(
  layered({
    background: vars.color.critical,
    color: vars.color.surface,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.critical, filter: 'brightness(0.92)' } },
  }),
);
