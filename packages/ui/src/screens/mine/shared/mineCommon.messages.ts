import { defineMessages } from 'react-intl';

/** Words shared by the account (mine) screens. */
export const mineCommonMessages = defineMessages({
  loading: { id: 'ui.mine.loading', defaultMessage: '読み込み中', description: 'Spoken while a screen loads' },
  loadMore: { id: 'ui.mine.loadMore', defaultMessage: 'さらに表示', description: 'Button: load the next page' },
  allLoaded: {
    id: 'ui.mine.allLoaded',
    defaultMessage: 'すべて表示しました',
    description: 'Under a list when every page is shown',
  },
  contactSupport: {
    id: 'ui.mine.contactSupport',
    defaultMessage: 'カスタマーサービスに問い合わせる',
    description: 'Link to the support page from a restriction or a forgotten password',
  },
  done: { id: 'ui.mine.done', defaultMessage: '完了', description: 'Heading of a finished action' },
});
