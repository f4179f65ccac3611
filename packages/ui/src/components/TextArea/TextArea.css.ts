import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';
import { input } from '../../internal/field.css.ts';

export const textarea = style([
  input,
  layered({
    paddingBlock: vars.space.sm,
    resize: 'vertical',
    fontFamily: 'inherit',
    lineHeight: vars.font.lineHeight.normal,
  }),
]);

/** Hint and error on the left, the character count on the right; they stack when the count needs the room. */
export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    columnGap: vars.space.sm,
    rowGap: vars.space.xs,
  }),
);

export const messages = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }));

export const count = style(
  layered({
    marginInlineStart: 'auto',
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: { '&[data-full="true"]': { color: vars.color.text, fontWeight: vars.font.weight.bold } },
  }),
);
