import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

export const chips = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' }),
);
export const chip = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    maxWidth: '100%',
    overflowWrap: 'anywhere',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: vars.size.focusOffset,
      },
    },
  }),
);
export const result = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    paddingInlineEnd: vars.space.xs,
  }),
);
export const resultLink = style(
  layered({
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: `calc(${vars.size.touchTarget} + ${vars.space.sm})`,
    paddingInline: vars.space.md,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
    },
  }),
);
export const resultName = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    flex: 1,
    fontSize: vars.font.size.sm,
    gap: vars.space.xxs,
  }),
);
export const badge = style(
  layered({
    flexShrink: 0,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
  }),
);
export const star = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    flexShrink: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.accent },
      '&:disabled': { opacity: 0.5, cursor: 'progress' },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      },
    },
  }),
);
export const starFilled = style(layered({ display: 'inline-flex' }));
globalStyle(`${starFilled} svg`, layered({ fill: 'currentColor' }) as never);
