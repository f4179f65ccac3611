import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { baseLayer } from './layers.css.ts';

const inBase = (rule: Parameters<typeof globalStyle>[1]) => ({ '@layer': { [baseLayer]: rule } });

globalStyle(
  'body',
  inBase({
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    background: vars.color.surface,
    WebkitTextSizeAdjust: '100%',
    WebkitFontSmoothing: 'antialiased',
  }),
);
// Chinese text first tries Noto Sans SC so simplified forms get the right glyphs.
globalStyle(':lang(zh)', inBase({ fontFamily: vars.font.family.zh }));
globalStyle('a', inBase({ color: 'inherit' }));
// Controls never break a Japanese or Chinese word (issue 18): their text breaks only where English would, at spaces and
// punctuation (`keep-all`), and Japanese, where the browser can, between phrases (`auto-phrase`, Chromium). A word too
// long for a whole line still breaks rather than overflow. Labels themselves stay on one line (internal/label.css.ts).
const controls = ':where(a, button, summary, label, [role="button"], [role="link"], [role="tab"], [role="radio"])';
globalStyle(controls, inBase({ wordBreak: 'keep-all', overflowWrap: 'break-word' }));
globalStyle(`${controls}:lang(ja)`, inBase({ wordBreak: ['keep-all', 'auto-phrase'] }));
globalStyle(
  ':focus-visible',
  inBase({ outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset }),
);
