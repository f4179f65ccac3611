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
globalStyle(
  ':focus-visible',
  inBase({ outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset }),
);
