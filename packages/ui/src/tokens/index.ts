export { vars } from './contract.css.ts';
export { lightTheme } from './lightTheme.css.ts';
export { darkTheme } from './darkTheme.css.ts';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

export const priceColourConventions = ['red-up', 'green-up'] as const;
export type PriceColours = (typeof priceColourConventions)[number];
