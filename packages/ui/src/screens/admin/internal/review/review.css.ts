import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/contract.css.ts';
import { layered } from '../../../../internal/layered.ts';

const wide = 'screen and (min-width: 48rem)';

/** The review of one item, under its row: evidence and context, then the decisions. */
export const review = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    marginBlockStart: vars.space.sm,
    padding: vars.space.md,
    minWidth: 0,
    background: vars.color.surface,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

/** Two columns on a laptop (evidence beside what it should match; approve beside reject), one on a phone. */
export const pair = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    alignItems: 'start',
    '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const part = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }));
export const partTitle = style(layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold }));

/** An uploaded image (ID side, transfer slip) shown to the operator, with a link to the full size. */
export const figure = style(
  layered({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);
export const image = style(
  layered({
    display: 'block',
    width: '100%',
    height: 'auto',
    maxHeight: '24rem',
    objectFit: 'contain',
    background: vars.color.surfaceSunken,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);
export const caption = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
  }),
);

export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

/** The four-eyes trail: who requested, who approved first, who confirmed. */
export const trail = style(
  layered({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    fontSize: vars.font.size.sm,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);
export const trailStep = style(layered({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline' }));

export const userText = style(
  layered({
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    fontSize: vars.font.size.sm,
  }),
);

/** Why an item cannot be approved yet, beside its disabled approve button. */
export const blocked = style(
  layered({
    margin: 0,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.warningSurface,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  }),
);
