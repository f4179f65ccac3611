import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

export const item = style(
  layered({
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    paddingBlock: vars.space.sm,
    color: vars.color.text,
    textDecoration: 'none',
    minWidth: 0,
  }),
);
export const marker = style(layered({ paddingTop: vars.space.xs, width: vars.space.xs, flex: 'none' }));
export const body = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 }),
);
export const title = style(layered({ fontSize: vars.font.size.sm, overflowWrap: 'anywhere' }));
export const unreadTitle = style(layered({ fontWeight: vars.font.weight.bold }));
export const preview = style(
  layered({
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflowWrap: 'anywhere',
  }),
);
export const meta = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
  }),
);
