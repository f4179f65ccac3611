import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const icon = style(layered({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0, display: 'block' }));
export const iconSmall = style(
  layered({ width: vars.size.iconSmall, height: vars.size.iconSmall, flexShrink: 0, display: 'block' }),
);
