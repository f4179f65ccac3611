import { defineMessages } from 'react-intl';

export const documentScreenMessages = defineMessages({
  about: { id: 'ui.documentScreen.about', defaultMessage: 'Kabutoについて', description: 'Title: about' },
  privacy: { id: 'ui.documentScreen.privacy', defaultMessage: 'プライバシーポリシー', description: 'Title: privacy' },
  protocol: { id: 'ui.documentScreen.protocol', defaultMessage: '利用規約', description: 'Title: user agreement' },
  version: {
    id: 'ui.documentScreen.version',
    defaultMessage: '第 {version} 版・{date} 更新',
    description: 'The document version and when it was last updated',
  },
  empty: {
    id: 'ui.documentScreen.empty',
    defaultMessage: 'この文書はまだ公開されていません',
    description: 'The document has no text',
  },
});
