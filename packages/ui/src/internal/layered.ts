import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from '../styles/layers.css.ts';

/** Wraps a component style in the `components` cascade layer. */
export function layered(rule: StyleRule): StyleRule {
  return { '@layer': { [componentsLayer]: rule } } as StyleRule;
}
