import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const root = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }));
export const label = style(layered({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold }));

export const group = style(
  layered({
    display: 'flex',
    gap: vars.space.xxs,
    minWidth: 0,
    padding: vars.space.xxs,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    // The last layout (useFit): rows of segments, each as wide as its label.
    selectors: { '&[data-fit="rows"]': { flexWrap: 'wrap' } },
  }),
);

export const item = style(
  layered({
    all: 'unset',
    boxSizing: 'border-box',
    flex: '1 1 0',
    minWidth: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: `calc(${vars.size.touchTarget} - ${vars.space.xxs} * 2)`,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: `${vars.borderWidth.thin} solid transparent`,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    textAlign: 'center',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text },
      // Selected: raised surface, bold text and a border, not colour alone.
      '&[data-state="on"]': {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        fontWeight: vars.font.weight.bold,
        borderColor: vars.color.accent,
        boxShadow: vars.shadow.raised,
      },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      // Layouts that give a long label the space (useFit), roomiest first after equal segments.
      [`${group}[data-fit="content"] &`]: { flex: '1 1 auto' },
      [`${group}[data-fit="compact"] &`]: {
        flex: '1 1 auto',
        paddingInline: vars.space.xs,
        fontSize: vars.font.size.xs,
      },
      [`${group}[data-fit="rows"] &`]: { flex: '1 0 auto', maxWidth: '100%' },
    },
  }),
);

/** A selected segment in the market's up or down colour (buy / sell); the convention follows `data-price-colours`. */
export const tones = {
  up: style(
    layered({
      selectors: { '&[data-state="on"]': { color: vars.color.priceUp, borderColor: vars.color.priceUp } },
    }),
  ),
  down: style(
    layered({
      selectors: { '&[data-state="on"]': { color: vars.color.priceDown, borderColor: vars.color.priceDown } },
    }),
  ),
};
