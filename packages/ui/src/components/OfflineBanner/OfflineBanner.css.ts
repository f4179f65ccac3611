import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

/** The live region: always in the page (so a change is announced), above the bottom menu, clear of the home bar. */
export const region = style(
  layered({
    position: 'fixed',
    insetInline: 0,
    bottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom) + ${vars.space.sm})`,
    display: 'flex',
    justifyContent: 'center',
    paddingInline: vars.space.lg,
    zIndex: vars.zIndex.toast,
    // Only the notice itself takes taps; the empty region lets them through to the page.
    pointerEvents: 'none',
  }),
);

export const notice = style(
  layered({
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: `min(${vars.size.content}, 100%)`,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.warning}`,
  }),
);

export const icon = style(layered({ flexShrink: 0, color: vars.color.warning }));

export const body = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const text = style(layered({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }));

export const action = style(layered({ flexShrink: 0 }));
