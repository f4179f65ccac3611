import type { IntlShape, MessageDescriptor } from 'react-intl';

/** An ISO 8601 instant as a date and time in Japan time (the product's business clock). */
export function formatDateTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A calendar date (`2026-11-22`) as written in the current language, without a time-zone shift. */
export function formatCalendarDate(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * A message with ICU arguments. The groups here are plain `defineMessages` (typed without values), so the
 * descriptor is passed as an untyped one; the catalogue test keeps the placeholders the same in every language.
 */
export function formatWith(
  intl: IntlShape,
  descriptor: MessageDescriptor,
  values: Record<string, string | number>,
): string {
  return intl.formatMessage(descriptor, values);
}
