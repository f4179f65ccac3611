import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

/** The list under the ranking choice. */
export const rankingList = style(layered({ paddingBlockStart: vars.space.sm }));
