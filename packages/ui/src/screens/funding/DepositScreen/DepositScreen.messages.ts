import { defineMessages } from 'react-intl';

export const depositScreenMessages = defineMessages({
  title: { id: 'ui.depositScreen.title', defaultMessage: '入金', description: 'Screen title (/mine/deposit)' },
  accountHeading: {
    id: 'ui.depositScreen.accountHeading',
    defaultMessage: 'あなた専用の入金口座',
    description: "Heading of the customer's own deposit account",
  },
  accountIntro: {
    id: 'ui.depositScreen.accountIntro',
    defaultMessage:
      '当社名義の口座に、お客様だけの口座番号を発行しています。この口座への振込は、自動でお客様の口座に結び付きます。ご本人名義の口座から振り込んでください。',
    description: 'What the dedicated account is',
  },
  bankName: { id: 'ui.depositScreen.bankName', defaultMessage: '銀行名', description: 'Row: bank name' },
  bankCode: {
    id: 'ui.depositScreen.bankCode',
    defaultMessage: '金融機関コード',
    description: 'Row: four-digit bank code',
  },
  branchName: { id: 'ui.depositScreen.branchName', defaultMessage: '支店名', description: 'Row: branch name' },
  branchCode: { id: 'ui.depositScreen.branchCode', defaultMessage: '支店番号', description: 'Row: branch code' },
  accountType: { id: 'ui.depositScreen.accountType', defaultMessage: '口座種別', description: 'Row: account type' },
  accountNumber: {
    id: 'ui.depositScreen.accountNumber',
    defaultMessage: '口座番号',
    description: 'Row: the virtual account number',
  },
  accountName: {
    id: 'ui.depositScreen.accountName',
    defaultMessage: '口座名義',
    description: 'Row: the account holder (the firm)',
  },
  copy: { id: 'ui.depositScreen.copy', defaultMessage: 'コピー', description: 'Button: copy a value' },
  copyLabel: {
    id: 'ui.depositScreen.copyLabel',
    defaultMessage: '{label}をコピー',
    description: 'Accessible name of a copy button; {label} is the row (口座番号…)',
  },
  copiedMark: {
    id: 'ui.depositScreen.copiedMark',
    defaultMessage: 'コピーしました',
    description: 'Button text after copying',
  },
  rulesHeading: {
    id: 'ui.depositScreen.rulesHeading',
    defaultMessage: '受付時間と金額',
    description: 'Heading of hours and limits',
  },
  hours: { id: 'ui.depositScreen.hours', defaultMessage: '受付時間', description: 'Row: hours' },
  limits: { id: 'ui.depositScreen.limits', defaultMessage: '1回の金額', description: 'Row: per-notice limits' },
  limitsValue: {
    id: 'ui.depositScreen.limitsValue',
    defaultMessage: '{min}〜{max}',
    description: 'The smallest and largest amount',
  },
  currency: {
    id: 'ui.depositScreen.currency',
    defaultMessage: '入金は日本円のみです。外貨は両替でご用意ください。',
    description: 'Deposits are in yen only',
  },
  formHeading: {
    id: 'ui.depositScreen.formHeading',
    defaultMessage: '振込をお知らせする',
    description: 'Heading of the notice form',
  },
  step1: {
    id: 'ui.depositScreen.step1',
    defaultMessage: '上の口座に、ご本人名義の口座から振り込みます。',
    description: 'Step 1',
  },
  step2: {
    id: 'ui.depositScreen.step2',
    defaultMessage: '振り込んだ金額と、振込明細（またはアプリの振込完了画面）の画像を送ります。',
    description: 'Step 2',
  },
  step3: {
    id: 'ui.depositScreen.step3',
    defaultMessage: '当社が着金を確認すると、利用可能な現金に入金されます。確認の前に入金されることはありません。',
    description: 'Step 3: credited after the operator matches it',
  },
  amount: { id: 'ui.depositScreen.amount', defaultMessage: '振込金額', description: 'Field: the transferred amount' },
  amountHint: {
    id: 'ui.depositScreen.amountHint',
    defaultMessage: '1円単位、{min}〜{max}',
    description: 'Hint under the amount: whole yen within the limits',
  },
  remitterName: {
    id: 'ui.depositScreen.remitterName',
    defaultMessage: '振込人名義（任意）',
    description: 'Field: the remitter name on the transfer',
  },
  remitterNameHint: {
    id: 'ui.depositScreen.remitterNameHint',
    defaultMessage: '振込明細の表記がご登録のお名前と違う場合に、カタカナで入力してください',
    description: 'Hint under the remitter name',
  },
  slip: {
    id: 'ui.depositScreen.slip',
    defaultMessage: '振込明細の画像',
    description: 'Image picker: the transfer slip',
  },
  slipHint: {
    id: 'ui.depositScreen.slipHint',
    defaultMessage: 'JPEG・PNG・WebP、5MBまで。金額・日時・振込先が読めるもの',
    description: 'Hint under the slip picker',
  },
  submit: {
    id: 'ui.depositScreen.submit',
    defaultMessage: '入金をお知らせする',
    description: 'Button: send the deposit notice',
  },
  closed: {
    id: 'ui.depositScreen.closed',
    defaultMessage: 'ただいま受付時間外です。お知らせは受付時間内にお送りください。',
    description: 'Outside deposit hours: the notice cannot be sent now',
  },
  pendingHeading: {
    id: 'ui.depositScreen.pendingHeading',
    defaultMessage: '確認中のお知らせ',
    description: 'Heading of the pending notice',
  },
  pendingText: {
    id: 'ui.depositScreen.pendingText',
    defaultMessage:
      'お知らせは1件ずつ確認します。確認が終わるまでお待ちください。金額や画像を間違えた場合は、取り消してからもう一度お知らせください。',
    description: 'One pending notice at a time; cancel to correct it',
  },
  history: {
    id: 'ui.depositScreen.history',
    defaultMessage: '入金の履歴を見る',
    description: 'Link to the deposit history (/mine/stored)',
  },
});
