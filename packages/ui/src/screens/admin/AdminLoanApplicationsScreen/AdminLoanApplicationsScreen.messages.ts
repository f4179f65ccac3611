import { defineMessages } from 'react-intl';

export const adminLoanApplicationsScreenMessages = defineMessages({
  title: {
    id: 'ui.adminLoanApplicationsScreen.title',
    defaultMessage: '借入審査',
    description: 'Screen heading: the review queue of draws on the securities-backed credit line',
  },
  lead: {
    id: 'ui.adminLoanApplicationsScreen.lead',
    defaultMessage:
      '有価証券担保の融資枠からの借入申込を審査します。承認すると申込額をお預り金に入金し、その日から利息が付きます。却下しても何も貸し出されません。承認時に枠を計算し直し、利用可能枠を超える申込は承認できません。',
    description: 'What the queue does',
  },
  listLabel: {
    id: 'ui.adminLoanApplicationsScreen.listLabel',
    defaultMessage: '借入申込の一覧',
    description: 'List name',
  },
  empty: { id: 'ui.adminLoanApplicationsScreen.empty', defaultMessage: '借入申込はありません', description: 'Empty' },
  emptyPending: {
    id: 'ui.adminLoanApplicationsScreen.emptyPending',
    defaultMessage: '審査待ちの借入申込はありません',
    description: 'Empty working queue',
  },
  emptyDescription: {
    id: 'ui.adminLoanApplicationsScreen.emptyDescription',
    defaultMessage: '利用者が資金用パスワードを入れて借入を申し込むと、ここに表示されます。',
    description: 'Under the empty list',
  },
  detailHeading: {
    id: 'ui.adminLoanApplicationsScreen.detailHeading',
    defaultMessage: '申込と融資枠',
    description: 'Heading of the draw and the limit it rests on, in its review',
  },
  amount: {
    id: 'ui.adminLoanApplicationsScreen.amount',
    defaultMessage: '申込額',
    description: 'Detail: the amount asked for',
  },
  collateral: {
    id: 'ui.adminLoanApplicationsScreen.collateral',
    defaultMessage: '担保評価額',
    description: 'Detail: market value of the pledged holdings now',
  },
  score: {
    id: 'ui.adminLoanApplicationsScreen.score',
    defaultMessage: '信用スコア',
    description: 'Detail: the transparent credit score (0 to 1,000)',
  },
  limit: {
    id: 'ui.adminLoanApplicationsScreen.limit',
    defaultMessage: '融資枠',
    description: 'Detail: the credit limit from collateral and score now',
  },
  outstanding: {
    id: 'ui.adminLoanApplicationsScreen.outstanding',
    defaultMessage: '借入残高',
    description: 'Detail: loan principal outstanding before this draw',
  },
  available: {
    id: 'ui.adminLoanApplicationsScreen.available',
    defaultMessage: '利用可能枠',
    description: 'Detail: limit minus outstanding, never below 0',
  },
  rate: {
    id: 'ui.adminLoanApplicationsScreen.rate',
    defaultMessage: '年利',
    description: 'Detail: the disclosed annual interest rate',
  },
  interest: {
    id: 'ui.adminLoanApplicationsScreen.interest',
    defaultMessage: '利息の計算',
    description: 'Detail: how interest accrues',
  },
  interestMethod: {
    id: 'ui.adminLoanApplicationsScreen.interestMethod',
    defaultMessage: '日割り・365日・円未満切捨て',
    description: 'Detail value: simple interest accrued daily, actual/365, rounded down to the yen',
  },
  appliedAt: {
    id: 'ui.adminLoanApplicationsScreen.appliedAt',
    defaultMessage: '申込日時',
    description: 'Detail: when the draw was requested',
  },
  limitFormula: {
    id: 'ui.adminLoanApplicationsScreen.limitFormula',
    defaultMessage:
      '融資枠 ＝ 担保評価額 × 担保掛け目 × スコア係数（円未満切捨て、会社の上限まで）。数字は今の時価で計算し直したものです。',
    description: 'How the limit is worked out, under the figures',
  },
  overLimit: {
    id: 'ui.adminLoanApplicationsScreen.overLimit',
    defaultMessage: '枠超過',
    description: 'Badge on a pending draw: the amount is above the available limit now',
  },
  approveText: {
    id: 'ui.adminLoanApplicationsScreen.approveText',
    defaultMessage:
      '承認すると申込額をお預り金に入金し、開示した年利でその日から利息が付きます。利用者はいつでも手数料なしで返済できます。',
    description: 'What approving does',
  },
  decidedText: {
    id: 'ui.adminLoanApplicationsScreen.decidedText',
    defaultMessage: 'この借入申込は審査済みです。',
    description: 'Instead of the approve button when the draw is no longer pending',
  },
  approve: {
    id: 'ui.adminLoanApplicationsScreen.approve',
    defaultMessage: '承認する',
    description: 'Button: approve the draw and lend (also the confirmation’s button)',
  },
  confirmApproveTitle: {
    id: 'ui.adminLoanApplicationsScreen.confirmApproveTitle',
    defaultMessage: '借入を承認しますか？',
    description: 'Confirmation heading',
  },
});

export const adminLoanApplicationsScreenValueMessages = defineMessages<{
  amountValue: { amount: string };
  scoreOf: { score: string };
  rateValue: { rate: string };
  applied: { time: string };
  approveBlocked: { available: string };
  confirmApprove: { account: string; amount: string; rate: string };
}>({
  amountValue: {
    id: 'ui.adminLoanApplicationsScreen.amountValue',
    defaultMessage: '申込 {amount}',
    description: 'A row’s amount asked for',
  },
  scoreOf: {
    id: 'ui.adminLoanApplicationsScreen.scoreOf',
    defaultMessage: '{score} / 1,000',
    description: 'Detail value: the credit score out of 1,000',
  },
  rateValue: {
    id: 'ui.adminLoanApplicationsScreen.rateValue',
    defaultMessage: '{rate}%',
    description: 'Detail value: an annual rate in percent',
  },
  applied: {
    id: 'ui.adminLoanApplicationsScreen.applied',
    defaultMessage: '申込 {time}',
    description: 'When it was requested',
  },
  approveBlocked: {
    id: 'ui.adminLoanApplicationsScreen.approveBlocked',
    defaultMessage:
      '申込額が今の利用可能枠 {available} を超えるため承認できません。理由「担保評価額が不足」で却下し、利用者に少ない額での申込を案内してください。',
    description:
      'Why approve is disabled: the server refuses a draw above the available limit (loan_limit_insufficient)',
  },
  confirmApprove: {
    id: 'ui.adminLoanApplicationsScreen.confirmApprove',
    defaultMessage: '{account} に {amount} を年利 {rate}% で貸し出し、お預り金に入金します。監査ログに記録されます。',
    description: 'Confirmation text',
  },
});
