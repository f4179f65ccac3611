import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { bcp47, locales, type Locale } from '../../../intl/locales.ts';
import type { FundingShell } from './types.ts';

/** A text in each language, as the contract's `LocalizedText` carries it. */
export type LocalizedText = Record<Locale, string>;

function localeOf(tag: string): Locale {
  return locales.find((locale) => bcp47[locale] === tag) ?? 'jp';
}

/**
 * A story render that does what the app does around a funding screen: the header's title in the user's language
 * (the screen's exported title message) and, through `localize`, the server's localized texts picked for it.
 */
export function localizedRender<P extends { shell: FundingShell }>(
  Screen: ComponentType<P>,
  title: MessageDescriptor,
  localize?: (args: P, locale: Locale) => Partial<P>,
) {
  function LocalizedStory(args: P) {
    const intl = useIntl();
    const overrides = localize?.(args, localeOf(intl.locale)) ?? {};
    const shell = { ...args.shell, header: { ...args.shell.header, title: intl.formatMessage(title) } };
    return <Screen {...args} {...overrides} shell={shell} />;
  }
  return function render(args: P) {
    return <LocalizedStory {...args} />;
  };
}
