import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

// The exchange screen's own parts; cards, notices, records and facts are the shared screens' styles.

/** A form's or a panel's column of fields and notes. */
export const stack = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));

/** From and to side by side (stacked when narrow), with the swap button between. */
export const pair = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    alignItems: 'end',
    minWidth: 0,
  }),
);

/** A row of actions at the end of a field or a panel. */
export const actions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

/** A currency's code in a balance row: fixed width, tabular. */
export const code = style(
  layered({
    display: 'inline-block',
    minWidth: '3.2em',
    marginInlineEnd: vars.space.xs,
    fontFamily: vars.font.family.numeric,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
  }),
);
export const name = style(layered({ color: vars.color.textMuted, overflowWrap: 'anywhere' }));
export const frozen = style(
  layered({
    display: 'block',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.regular,
    color: vars.color.textMuted,
  }),
);
export const balanceValue = style(layered({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }));

/** The quote's countdown: the seconds left in words over a shrinking bar (whose width is set inline). */
export const countdown = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
  }),
);
export const track = style(
  layered({
    display: 'block',
    height: vars.space.xxs,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
    overflow: 'hidden',
  }),
);
export const bar = style(layered({ display: 'block', height: '100%', background: vars.color.accent }));
export const barLow = style(layered({ background: vars.color.warning }));

/** A conversion's title line: the pair and the time. */
export const titleLine = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: vars.space.sm,
    minWidth: 0,
  }),
);
export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    fontFamily: vars.font.family.numeric,
  }),
);
