import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

/** The live price and the profit or loss, large. */
export const headline = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    gap: vars.space.sm,
    margin: 0,
  }),
);
export const headlineFigure = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }),
);
export const headlineTerm = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));
export const headlineValue = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  }),
);
export const headlinePnl = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontVariantNumeric: 'tabular-nums' }),
);

export const valueWithNote = style(
  layered({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs }),
);
export const note = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: 'normal' }));

export const marginState = style(layered({ fontWeight: vars.font.weight.bold }));
export const marginStateTone = {
  ok: style(layered({ color: vars.color.positive })),
  warning: style(layered({ color: vars.color.warning })),
  call: style(layered({ color: vars.color.critical })),
};

export const closeForm = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));
export const hint = style(layered({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space.sm }));
export const hintPart = style(layered({ whiteSpace: 'nowrap' }));
