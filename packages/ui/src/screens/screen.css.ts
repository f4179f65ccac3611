import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { layered } from '../internal/layered.ts';

/** A full-height single-column page for screens without the app shell (splash, login). */
export const page = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100dvh',
    width: '100%',
    maxWidth: vars.size.content,
    marginInline: 'auto',
    background: vars.color.surface,
    overflowX: 'clip',
  }),
);
export const body = style(
  layered({
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.lg,
    minWidth: 0,
  }),
);
export const centred = style(layered({ justifyContent: 'center', alignItems: 'stretch', textAlign: 'center' }));
export const brand = style(
  layered({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm }),
);
export const logo = style(
  layered({
    width: vars.size.logo,
    height: vars.size.logo,
    borderRadius: vars.radius.lg,
    background: vars.color.accent,
    color: vars.color.onAccent,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    objectFit: 'contain',
  }),
);
export const title = style(layered({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }));
export const form = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));
export const formError = style(
  layered({
    display: 'flex',
    gap: vars.space.xs,
    alignItems: 'flex-start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.criticalSurface,
    color: vars.color.critical,
    fontSize: vars.font.size.sm,
  }),
);
export const footnote = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, textAlign: 'center' }),
);
export const actions = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));
