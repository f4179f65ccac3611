import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const header = style(
  layered({
    display: 'grid',
    gridTemplateColumns: `minmax(${vars.size.touchTarget}, 1fr) auto minmax(${vars.size.touchTarget}, 1fr)`,
    alignItems: 'center',
    minHeight: vars.size.header,
    paddingInline: vars.space.xs,
    background: vars.color.accent,
    color: vars.color.onAccent,
  }),
);

export const start = style(layered({ display: 'flex', justifyContent: 'flex-start' }));
export const end = style(layered({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xxs }));

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    textAlign: 'center',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
  }),
);
