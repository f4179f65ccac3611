import { style } from '@vanilla-extract/css';
import { layered } from './layered.ts';

/**
 * A control's label on one line (issue 18): it never wraps and never breaks inside a word (`keep-all` keeps Japanese
 * and Chinese words whole too). The control's layout makes it fit; if a label is still longer than its control, it
 * ends in an ellipsis, and the control's accessible name (its text) keeps the whole.
 */
export const singleLineLabel = style(
  layered({
    display: 'block',
    minWidth: 0,
    maxWidth: '100%',
    // Clipped sideways only, so descenders (the y of Retry) are not cut at the line's bottom; `hidden` where `clip`
    // is not supported.
    overflow: 'hidden',
    overflowX: 'clip',
    overflowY: 'visible',
    whiteSpace: 'nowrap',
    wordBreak: 'keep-all',
    textOverflow: 'ellipsis',
  }),
);
