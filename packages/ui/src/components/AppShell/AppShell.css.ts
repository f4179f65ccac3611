import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const shell = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100dvh',
    width: '100%',
    maxWidth: vars.size.content,
    marginInline: 'auto',
    background: vars.color.surface,
    overflowX: 'clip',
  }),
);
export const top = style(layered({ position: 'sticky', top: 0, zIndex: vars.zIndex.sticky }));
export const main = style(layered({ flex: 1, padding: vars.space.md, minWidth: 0 }));
export const bottom = style(layered({ position: 'sticky', bottom: 0, zIndex: vars.zIndex.sticky }));
