import { defineMessages } from 'react-intl';

export const errorStateMessages = defineMessages({
  title: {
    id: 'ui.errorState.title',
    defaultMessage: '読み込みに失敗しました',
    description: 'Heading shown when data could not be loaded',
  },
  description: {
    id: 'ui.errorState.description',
    defaultMessage: '通信状況を確認して、もう一度お試しください。',
    description: 'What to do next when loading failed',
  },
  retry: { id: 'ui.errorState.retry', defaultMessage: '再試行', description: 'Button that loads the data again' },
});
