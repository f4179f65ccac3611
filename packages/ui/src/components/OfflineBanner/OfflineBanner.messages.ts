import { defineMessages } from 'react-intl';

export const offlineBannerMessages = defineMessages({
  title: {
    id: 'ui.offlineBanner.title',
    defaultMessage: 'オフラインです',
    description: 'Offline notice title: the app cannot reach the server (no network, or requests fail)',
  },
  text: {
    id: 'ui.offlineBanner.text',
    defaultMessage: '接続が戻ると自動で再開します。表示中の価格と残高は最新ではない場合があります。',
    description:
      'Offline notice body: what happens next (the app resumes by itself) and what to be careful about (data shown may be stale)',
  },
  retry: {
    id: 'ui.offlineBanner.retry',
    defaultMessage: '再接続',
    description: 'Offline notice button: check the connection again now',
  },
});
