import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

// The security screens' own parts; the column, card, notice and record styles are the mine and funding screens'.

/** The recovery codes, one to a row on a phone (two where they fit), in figures that read one character at a time. */
export const codes = style(
  layered({
    listStyle: 'none',
    margin: 0,
    padding: vars.space.md,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
  }),
);
export const code = style(
  layered({
    fontFamily: vars.font.family.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.04em',
    textAlign: 'center',
    overflowWrap: 'anywhere',
  }),
);

/** The passkey step's mark: a round badge with the person icon, above the page title. */
export const mark = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'center',
    width: vars.size.logo,
    height: vars.size.logo,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
    color: vars.color.accent,
  }),
);

/** Page text under a title on the pages without the app shell (the set-up prompt, the passkey step). */
export const lead = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);

/** The current e-mail address, shown whole (it may be long). */
export const address = style(
  layered({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md, overflowWrap: 'anywhere' }),
);

/** A count of remaining codes: a figure with its words. */
export const remaining = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text }));

/** The heading of the why-passkeys notice: the notice's own size, bold. */
export const noticeHeading = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
  }),
);
