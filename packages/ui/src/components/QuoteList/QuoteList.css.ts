import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { layered } from '../../internal/layered.ts';

/** The scroll container the virtualizer measures; at most most of the viewport, shorter when few rows. */
export const scroller = style(
  layered({
    maxBlockSize: '70dvh',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    background: vars.color.surface,
  }),
);

// Its height is set from the virtualizer and rows are absolutely placed, so the list can be fully contained.
export const list = style(layered({ position: 'relative', width: '100%', margin: 0, padding: 0, contain: 'strict' }));

export const item = style(
  layered({
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    width: '100%',
    listStyle: 'none',
    // Fixed width and height (set inline): a row's changes never lay out or paint its neighbours.
    contain: 'strict',
  }),
);

export const skeletonRow = style(
  layered({
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.xl,
    paddingInline: vars.space.lg,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  }),
);

export const skeletonColumn = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const skeletonEnd = style([skeletonColumn, layered({ alignItems: 'flex-end' })]);
