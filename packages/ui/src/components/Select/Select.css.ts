import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

export const trigger = style(
  layered({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    background: vars.color.surfaceRaised,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': {
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.focus}`,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

export const value = style(layered({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));

export const chevron = style(
  layered({
    display: 'flex',
    color: vars.color.textMuted,
    transform: 'rotate(90deg)',
    selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(-90deg)' } },
  }),
);

export const content = style(
  layered({
    zIndex: vars.zIndex.overlay,
    overflow: 'hidden',
    minWidth: 'var(--radix-select-trigger-width)',
    maxHeight: 'var(--radix-select-content-available-height)',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
  }),
);

export const viewport = style(layered({ padding: vars.space.xs }));

export const item = style(
  layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.md,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.surfaceSunken },
      '&[data-state="checked"]': { fontWeight: vars.font.weight.bold },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  }),
);

/** Space for the check mark so selected and unselected labels line up. */
export const indicatorSlot = style(
  layered({ display: 'flex', width: vars.size.iconSmall, flexShrink: 0, color: vars.color.accent }),
);
