import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css.ts';
import { layered } from '../../../internal/layered.ts';

/** Published: the text says it, the colour repeats it. */
export const tagPublished = style(layered({ background: vars.color.positiveSurface, color: vars.color.positive }));

export const rowActions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

/** The first lines of the body under the title. */
export const excerpt = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflowWrap: 'anywhere',
  }),
);

/** The state filter takes the row's width on a phone, so no label is squeezed. */
export const filter = style(layered({ flex: '1 1 20rem', minWidth: 0, maxWidth: '32rem' }));
