import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export { overlay } from '../../internal/overlay.css.ts';

/** From this viewport width up the dialog may grow past the phone sheet width. */
const wideViewport = 'screen and (min-width: 40rem)';
/** From this dialog width up the footer's actions sit in one row, right-aligned, at their natural width. */
const rowFooter = '(min-width: 26rem)';

export const content = style(
  layered({
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: `calc(100% - 2 * ${vars.space.md})`,
    maxWidth: vars.size.sheet,
    // The footer lays its actions out by the dialog's own width, not the viewport's.
    containerType: 'inline-size',
    maxHeight: `calc(100% - 2 * ${vars.space.md})`,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
    zIndex: vars.zIndex.sheet,
    overflow: 'hidden',
    outline: 'none',
    animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
    '@media': {
      [wideViewport]: { maxWidth: '32rem' },
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingTop: vars.space.md,
    paddingInline: vars.space.md,
  }),
);

export const headings = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }));

export const title = style(
  layered({
    margin: 0,
    paddingTop: vars.space.xs,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
);

export const description = style(layered({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm }));

export const close = style(
  layered({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    marginTop: `calc(-1 * ${vars.space.xs})`,
    marginRight: `calc(-1 * ${vars.space.xs})`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  }),
);

export const body = style(layered({ padding: vars.space.md, overflowY: 'auto', flex: 1 }));

/**
 * The actions. In a narrow dialog (a phone) they share the width and wrap with the primary action (last in the
 * markup) on top, each as wide as the dialog; from `rowFooter` up they stay in one row at the right.
 */
export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap-reverse',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    paddingInline: vars.space.md,
    paddingBottom: vars.space.md,
    '@container': { [rowFooter]: { flexWrap: 'nowrap' } },
  }),
);

globalStyle(
  `${footer} > *`,
  layered({
    flex: '1 1 auto',
    '@container': { [rowFooter]: { flex: '0 0 auto' } },
  }),
);
