import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const list = style(layered({ margin: 0, display: 'flex', flexDirection: 'column' }));

export const row = style(
  layered({
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    paddingBlock: vars.space.sm,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);

export const emphasisRow = style(
  layered({
    borderTop: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    fontWeight: vars.font.weight.bold,
  }),
);

export const term = style(layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const emphasisTerm = style(layered({ color: vars.color.text, fontSize: vars.font.size.md }));

export const value = style(
  layered({
    margin: 0,
    marginInlineStart: 'auto',
    textAlign: 'right',
    color: vars.color.text,
    fontSize: vars.font.size.md,
    fontVariantNumeric: 'tabular-nums',
    fontFamily: vars.font.family.numeric,
    overflowWrap: 'anywhere',
  }),
);

export const emphasisValue = style(layered({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }));
