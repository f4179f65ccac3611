import { defineMessages } from 'react-intl';

export const emptyStateMessages = defineMessages({
  title: {
    id: 'ui.emptyState.title',
    defaultMessage: 'データがありません',
    description: 'Placeholder for an empty list',
  },
});
