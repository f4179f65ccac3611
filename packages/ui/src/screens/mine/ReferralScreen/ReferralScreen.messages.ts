import { defineMessages } from 'react-intl';

export const referralScreenMessages = defineMessages({
  title: { id: 'ui.referralScreen.title', defaultMessage: '友達紹介', description: 'Title of the referral page' },
  inviteCode: {
    id: 'ui.referralScreen.inviteCode',
    defaultMessage: 'あなたの招待コード',
    description: 'Label: own code',
  },
  copy: { id: 'ui.referralScreen.copy', defaultMessage: 'コピー', description: 'Button: copy the invite code' },
  copyLabel: {
    id: 'ui.referralScreen.copyLabel',
    defaultMessage: '招待コードをコピー',
    description: 'Accessible name of the copy button',
  },
  copied: { id: 'ui.referralScreen.copied', defaultMessage: 'コピーしました', description: 'After copying' },
  inviteUrl: {
    id: 'ui.referralScreen.inviteUrl',
    defaultMessage: '登録用リンク',
    description: 'Label: registration link',
  },
  inviteeCount: {
    id: 'ui.referralScreen.inviteeCount',
    defaultMessage: '紹介した人数',
    description: 'Label: how many registered with the code',
  },
  totalRebate: {
    id: 'ui.referralScreen.totalRebate',
    defaultMessage: '受け取った紹介報酬',
    description: 'Label: rebates credited so far',
  },
  agent: { id: 'ui.referralScreen.agent', defaultMessage: 'エージェント', description: 'Heading: agent programme' },
  agentNone: {
    id: 'ui.referralScreen.agentNone',
    defaultMessage:
      'エージェントになると、紹介したお客様が支払った売買手数料の一定割合を報酬として受け取れます。割合は承認時に開示され、紹介したお客様の手数料は増えません。申込に費用はかかりません。',
    description: 'What an agent is, before applying; the ratio is disclosed on approval; no fee',
  },
  agentPending: {
    id: 'ui.referralScreen.agentPending',
    defaultMessage: '申込を審査しています。結果はメッセージでお知らせします。',
    description: 'Agent application under review',
  },
  agentRejected: {
    id: 'ui.referralScreen.agentRejected',
    defaultMessage: '前回の申込は承認されませんでした。再度申し込むことができます。',
    description: 'The last application was rejected',
  },
  agentActive: {
    id: 'ui.referralScreen.agentActive',
    defaultMessage: '報酬率 {ratio}%',
    description: 'The disclosed rebate ratio of an agent',
  },
  apply: { id: 'ui.referralScreen.apply', defaultMessage: 'エージェントに申し込む', description: 'Button: apply' },
  applyTitle: {
    id: 'ui.referralScreen.applyTitle',
    defaultMessage: 'エージェントに申し込みますか？',
    description: 'Confirmation title',
  },
  applyTerms: {
    id: 'ui.referralScreen.applyTerms',
    defaultMessage:
      '本人確認が完了している必要があります。報酬は紹介したお客様の売買手数料（税金を除く）から、承認時に開示する割合で支払われます。申込・維持に費用はかかりません。',
    description: 'Terms accepted by applying',
  },
  applyConfirm: {
    id: 'ui.referralScreen.applyConfirm',
    defaultMessage: '同意して申し込む',
    description: 'Confirm button',
  },
  tabs: { id: 'ui.referralScreen.tabs', defaultMessage: '紹介の記録', description: 'Name of the tabs' },
  invitees: { id: 'ui.referralScreen.invitees', defaultMessage: '紹介した人', description: 'Tab: invitees' },
  rebates: { id: 'ui.referralScreen.rebates', defaultMessage: '紹介報酬', description: 'Tab: rebates' },
  inviteesEmpty: {
    id: 'ui.referralScreen.inviteesEmpty',
    defaultMessage: 'まだ紹介した人はいません。招待コードを共有しましょう。',
    description: 'No invitees yet',
  },
  rebatesEmpty: {
    id: 'ui.referralScreen.rebatesEmpty',
    defaultMessage: '紹介報酬はまだありません',
    description: 'No rebates yet',
  },
  registered: {
    id: 'ui.referralScreen.registered',
    defaultMessage: '{date} 登録',
    description: 'When an invitee joined',
  },
  earned: {
    id: 'ui.referralScreen.earned',
    defaultMessage: '報酬 {amount}',
    description: 'Rebate earned from an invitee',
  },
  rebateLine: {
    id: 'ui.referralScreen.rebateLine',
    defaultMessage: '{feeType} {fee} × {ratio}%',
    description: 'How a rebate was computed: the fee times the ratio',
  },
  buy_fee: { id: 'ui.referralScreen.buyFee', defaultMessage: '買付手数料', description: 'Fee type: buy fee' },
  sell_fee: { id: 'ui.referralScreen.sellFee', defaultMessage: '売却手数料', description: 'Fee type: sell fee' },
});
