import { defineMessages } from 'react-intl';

export const languageScreenMessages = defineMessages({
  title: { id: 'ui.languageScreen.title', defaultMessage: '言語', description: 'Title of the language page' },
  intro: {
    id: 'ui.languageScreen.intro',
    defaultMessage: '表示とお知らせの言語を選んでください。保存するとアプリを再読み込みします。',
    description: 'What the choice changes, and that the app reloads',
  },
  save: { id: 'ui.languageScreen.save', defaultMessage: '保存する', description: 'Button: save the language' },
  current: {
    id: 'ui.languageScreen.current',
    defaultMessage: '使用中',
    description: 'Marks the language in use',
  },
});
