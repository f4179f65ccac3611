import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const stack = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));
export const account = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    fontSize: vars.font.size.sm,
  }),
);
export const accountNumber = style(layered({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold }));
export const list = style(layered({ margin: 0, padding: 0 }));
export const link = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.xs,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.font.size.sm,
  }),
);
export const chevron = style(layered({ color: vars.color.textMuted }));
export const linkText = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 }),
);
export const badge = style(
  layered({
    minWidth: vars.size.iconSmall,
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.pill,
    background: vars.color.critical,
    color: vars.color.surfaceRaised,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  }),
);
export const notice = style(
  layered({
    display: 'flex',
    gap: vars.space.xs,
    alignItems: 'flex-start',
    margin: 0,
    marginTop: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
  }),
);
