import type { Locale } from './locales.ts';

export type MessageCatalogue = Record<string, string>;

/** Loads one locale's catalogue on demand (each locale is its own chunk). */
export async function loadUiMessages(locale: Locale): Promise<MessageCatalogue> {
  switch (locale) {
    case 'jp':
      return (await import('./messages/jp.ts')).default;
    case 'cn':
      return (await import('./messages/cn.ts')).default;
    case 'us':
      return (await import('./messages/us.ts')).default;
  }
}
