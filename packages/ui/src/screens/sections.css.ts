import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { layered } from '../internal/layered.ts';

// The column and card every feature's screens share (mine, news, trade…), written once.

/** The column of sections inside a screen. */
export const column = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }));

/** A raised card grouping one topic. */
export const card = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.raised,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);
