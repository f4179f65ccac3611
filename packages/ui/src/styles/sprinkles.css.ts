import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/contract.css.ts';
import './layers.css.ts';

const spaceProperties = defineProperties({
  properties: {
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    gap: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const layoutProperties = defineProperties({
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['nowrap', 'wrap'],
    textAlign: ['left', 'center', 'right'],
  },
});

const colourProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(spaceProperties, layoutProperties, colourProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
