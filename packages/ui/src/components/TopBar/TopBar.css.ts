import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const bar = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: vars.size.topBar,
    paddingInline: vars.space.xs,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);
export const group = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.xxs }));
export const mypage = style(
  layered({
    paddingInline: vars.space.md,
    background: vars.color.accent,
    color: vars.color.onAccent,
    borderRadius: vars.radius.pill,
    minHeight: vars.size.touchTarget,
    border: 'none',
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.sm,
    letterSpacing: '0.04em',
  }),
);
export const badged = style(layered({ position: 'relative' }));
export const badge = style(
  layered({
    position: 'absolute',
    top: vars.space.xxs,
    insetInlineEnd: 0,
    minWidth: vars.size.iconSmall,
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.pill,
    background: vars.color.critical,
    color: vars.color.surfaceRaised,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  }),
);
