import { defineMessages } from 'react-intl';

export const notFoundScreenMessages = defineMessages({
  title: {
    id: 'ui.notFoundScreen.title',
    defaultMessage: 'ページが見つかりません',
    description: 'Unknown route heading',
  },
  description: {
    id: 'ui.notFoundScreen.description',
    defaultMessage: 'アドレスが正しいか確認するか、ホームに戻ってください。',
    description: 'What to do next on an unknown route',
  },
  home: { id: 'ui.notFoundScreen.home', defaultMessage: 'ホームに戻る', description: 'Link back to the home screen' },
});
