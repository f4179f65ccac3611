import type { IntlShape } from 'react-intl';
import { newsCategoryMessages } from './newsCommon.messages.ts';

/** An ISO 8601 instant as a date and time in Japan time (the product's business clock). */
export function formatNewsTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** A category's label; a category the server adds later than this app is shown as its code, never blank. */
export function categoryLabel(intl: IntlShape, category: string): string {
  return Object.prototype.hasOwnProperty.call(newsCategoryMessages, category)
    ? intl.formatMessage(newsCategoryMessages[category as keyof typeof newsCategoryMessages])
    : category;
}
