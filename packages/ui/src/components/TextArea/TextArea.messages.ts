import { defineMessages } from 'react-intl';

export const textAreaMessages = defineMessages<{ count: { count: number; max: number } }>({
  count: {
    id: 'ui.textArea.count',
    defaultMessage: '{count} / {max}文字',
    description: 'Under a multi-line field with a length limit: {count} characters typed of at most {max}',
  },
});
