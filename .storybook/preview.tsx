import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { KabutoProvider, isLocale, loadAllUiMessages, type Locale } from '@kabuto/ui';

const loadMessages: Loader = async ({ globals }) => {
  const locale: Locale = isLocale(globals['locale']) ? globals['locale'] : 'jp';
  // Loaded before render (not in an effect) so the story reaches the `finished` phase fully translated.
  return { locale, messages: await loadAllUiMessages(locale) };
};

const withKabuto: Decorator = (Story, { globals, loaded }) => {
  const locale: Locale = isLocale(loaded['locale']) ? loaded['locale'] : 'jp';
  const messages = (loaded['messages'] as Record<string, string> | undefined) ?? {};
  return (
    <KabutoProvider
      locale={locale}
      messages={messages}
      theme={globals['theme'] === 'dark' ? 'dark' : 'light'}
      priceColours={globals['priceColours'] === 'green-up' ? 'green-up' : 'red-up'}
      strictMessages
    >
      <Story />
    </KabutoProvider>
  );
};

const preview: Preview = {
  loaders: [loadMessages],
  decorators: [withKabuto],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'jp', title: '日本語 (jp)' },
          { value: 'cn', title: '简体中文 (cn)' },
          { value: 'us', title: 'English (us)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    priceColours: {
      description: 'Price colour convention',
      toolbar: {
        title: 'Price colours',
        icon: 'arrowup',
        items: [
          { value: 'red-up', title: 'Up red (Japan, China)' },
          { value: 'green-up', title: 'Up green (US)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'jp',
    theme: 'light',
    priceColours: 'red-up',
    viewport: { value: 'kabutoMobile', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        kabutoMobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        kabutoSmall: { name: 'Small 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        kabutoTablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
