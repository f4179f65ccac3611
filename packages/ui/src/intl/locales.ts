/** The app's locale keys (as stored under `language`), Japanese first and default. */
export const locales = ['jp', 'cn', 'us'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'jp';

/** BCP-47 tags used for formatting and for `<html lang>`. */
export const bcp47: Record<Locale, string> = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' };

/** Each language's own name, shown in language pickers whatever the current locale. */
export const localeNames: Record<Locale, string> = { jp: '日本語', cn: '简体中文', us: 'English' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
