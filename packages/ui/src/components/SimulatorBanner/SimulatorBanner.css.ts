import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const banner = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    background: vars.color.banner,
    color: vars.color.onBanner,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
  }),
);
