import { defineMessages } from 'react-intl';

export const supportScreenMessages = defineMessages({
  title: {
    id: 'ui.supportScreen.title',
    defaultMessage: 'カスタマーサービス',
    description: 'Title of the support page',
  },
  noticeTitle: {
    id: 'ui.supportScreen.noticeTitle',
    defaultMessage: '詐欺にご注意ください',
    description: 'Heading of the anti-scam notice',
  },
  noticeLead: {
    id: 'ui.supportScreen.noticeLead',
    defaultMessage: 'Kabuto のスタッフが次のようなお願いをすることは絶対にありません。',
    description: 'Lead-in to the anti-scam promises',
  },
  noticeAction: {
    id: 'ui.supportScreen.noticeAction',
    defaultMessage: 'このような連絡を受けた場合は応じずに、下のリンクからお問い合わせください。',
    description: 'What to do when someone asks for these things',
  },
  contact: { id: 'ui.supportScreen.contact', defaultMessage: 'お問い合わせ', description: 'Heading: contact' },
  hours: { id: 'ui.supportScreen.hours', defaultMessage: '受付時間: {hours}', description: 'Support hours' },
  open: {
    id: 'ui.supportScreen.open',
    defaultMessage: 'カスタマーサービスを開く',
    description: 'Button: open the support link (new tab)',
  },
  newTab: {
    id: 'ui.supportScreen.newTab',
    defaultMessage: '（新しいタブで開きます）',
    description: 'Link opens a new tab',
  },
  unavailable: {
    id: 'ui.supportScreen.unavailable',
    defaultMessage: 'ただいまお問い合わせ窓口のリンクを取得できません。時間をおいて再度お試しください。',
    description: 'No support link configured (kefu_unavailable)',
  },
});
