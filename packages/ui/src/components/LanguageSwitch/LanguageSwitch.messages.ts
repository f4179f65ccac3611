import { defineMessages } from 'react-intl';

export const languageSwitchMessages = defineMessages({
  label: { id: 'ui.languageSwitch.label', defaultMessage: '言語', description: 'Legend of the language choice' },
});
