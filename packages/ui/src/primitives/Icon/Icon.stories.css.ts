import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const grid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
    gap: vars.space.md,
    padding: vars.space.md,
    margin: 0,
    listStyle: 'none',
    color: vars.color.text,
    background: vars.color.surface,
  }),
);

export const cell = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
  }),
);
