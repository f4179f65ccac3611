export { vars } from './contract.css.ts';
export { lightTheme } from './lightTheme.css.ts';
export { darkTheme } from './darkTheme.css.ts';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

export const priceColourConventions = ['red-up', 'green-up'] as const;
export type PriceColours = (typeof priceColourConventions)[number];
/** The user's choice: follow each market's convention, or one convention everywhere. */
export const priceColourPreferences = ['market', ...priceColourConventions] as const;
export type PriceColourPreference = (typeof priceColourPreferences)[number];
