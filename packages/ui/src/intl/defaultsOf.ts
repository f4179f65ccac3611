import type { MessageDescriptor } from 'react-intl';

/** The Japanese catalogue of some groups: exactly their default messages. */
export function defaultsOf(groups: Record<string, MessageDescriptor>[]): Record<string, string> {
  return Object.fromEntries(
    groups.flatMap((group) => Object.values(group)).map((d) => [String(d.id), String(d.defaultMessage)]),
  );
}
