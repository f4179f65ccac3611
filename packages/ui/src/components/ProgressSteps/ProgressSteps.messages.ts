import { defineMessages } from 'react-intl';

export const progressStepsMessages = defineMessages({
  pending: {
    id: 'ui.progressSteps.pending',
    defaultMessage: '待機中',
    description: 'Status of a step not started yet',
  },
  active: { id: 'ui.progressSteps.active', defaultMessage: '実行中', description: 'Status of the step in progress' },
  done: { id: 'ui.progressSteps.done', defaultMessage: '完了', description: 'Status of a finished step' },
  error: { id: 'ui.progressSteps.error', defaultMessage: '失敗', description: 'Status of a step that failed' },
});
