import { defineMessages } from 'react-intl';

export const splashScreenMessages = defineMessages({
  progress: {
    id: 'ui.splashScreen.progress',
    defaultMessage: '起動状況',
    description: 'Name of the start-up step list',
  },
  version: {
    id: 'ui.splashScreen.version',
    defaultMessage: 'プログラムのバージョンを確認しています',
    description: 'Start-up step: checking the program version',
  },
  quotes: {
    id: 'ui.splashScreen.quotes',
    defaultMessage: '相場情報を取得しています',
    description: 'Start-up step: fetching quotes',
  },
  host: {
    id: 'ui.splashScreen.host',
    defaultMessage: 'ホストに接続しています',
    description: 'Start-up step: connecting to the host',
  },
  ready: {
    id: 'ui.splashScreen.ready',
    defaultMessage: '読み込みが完了しました',
    description: 'Start-up step: loading complete',
  },
  failed: {
    id: 'ui.splashScreen.failed',
    defaultMessage: '起動できませんでした。通信状況を確認して、もう一度お試しください。',
    description: 'Shown when a start-up step failed',
  },
  retry: {
    id: 'ui.splashScreen.retry',
    defaultMessage: '再試行',
    description: 'Button that restarts the start-up steps',
  },
});
