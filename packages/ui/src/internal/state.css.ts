import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { layered } from './layered.ts';

/** Shared frame of the empty and error placeholders. */
export const stateFrame = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.lg,
    color: vars.color.textMuted,
  }),
);
export const stateTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, color: vars.color.text }),
);
export const stateText = style(layered({ margin: 0, fontSize: vars.font.size.sm }));
