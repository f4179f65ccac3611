import { defineMessages } from 'react-intl';

export const adminCommonMessages = defineMessages({
  loading: { id: 'ui.adminCommon.loading', defaultMessage: '読み込み中', description: 'Spoken while a list loads' },
  notSet: { id: 'ui.adminCommon.notSet', defaultMessage: '未設定', description: 'A value that is empty or null' },
  never: {
    id: 'ui.adminCommon.never',
    defaultMessage: 'なし',
    description: 'A time that never happened (no login yet)',
  },
});
