import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { layered } from './layered.ts';

/** A square icon-sized touch target used by the header and top bar (links and buttons alike). */
export const iconAction = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    textDecoration: 'none',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
  }),
);
