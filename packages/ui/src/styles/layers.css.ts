import { globalLayer } from '@vanilla-extract/css';

// Cascade layers, declared once and in this order: reset < base < components. Sprinkles stay unlayered so a
// utility on a component overrides the component's own styles.
export const resetLayer = globalLayer('reset');
export const baseLayer = globalLayer('base');
export const componentsLayer = globalLayer('components');
