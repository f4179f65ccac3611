import { createTheme, globalStyle } from '@vanilla-extract/css';
import type { MapLeafNodes } from '../internal/types.ts';
import { vars, type ThemeVars } from './contract.css.ts';
import { sharedScales } from './scales.ts';

export interface ThemePalette {
  color: MapLeafNodes<ThemeVars['color'], string>;
  shadow: MapLeafNodes<ThemeVars['shadow'], string>;
  /** Rising prices in markets where up is green (the US): swapped in by `data-price-colours="green-up"`. */
  greenUp: { priceUp: string; priceDown: string };
  colorScheme: 'light' | 'dark';
}

/**
 * Builds a theme class for `<html>`. Japan and China show rising prices in red (the default values of
 * priceUp/priceDown); `data-price-colours="green-up"` on the same element swaps them. The same attribute on an
 * element inside sets the rule for that part alone, so a list that mixes markets (copy-trading products of Tokyo
 * and New York) colours each row by its own market.
 */
export function createKabutoTheme(palette: ThemePalette, debugId: string): string {
  const themeClass = createTheme(vars, { ...sharedScales, color: palette.color, shadow: palette.shadow }, debugId);
  globalStyle(`${themeClass}`, { colorScheme: palette.colorScheme });
  globalStyle(`${themeClass}[data-price-colours="green-up"]`, {
    vars: {
      [vars.color.priceUp]: palette.greenUp.priceUp,
      [vars.color.priceDown]: palette.greenUp.priceDown,
    },
  });
  globalStyle(`${themeClass} [data-price-colours="green-up"]`, {
    vars: {
      [vars.color.priceUp]: palette.greenUp.priceUp,
      [vars.color.priceDown]: palette.greenUp.priceDown,
    },
  });
  globalStyle(`${themeClass} [data-price-colours="red-up"]`, {
    vars: {
      [vars.color.priceUp]: palette.color.priceUp,
      [vars.color.priceDown]: palette.color.priceDown,
    },
  });
  return themeClass;
}
