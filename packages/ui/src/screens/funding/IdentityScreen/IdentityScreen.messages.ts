import { defineMessages, type MessageTag } from 'react-intl';

export const identityScreenMessages = defineMessages({
  title: { id: 'ui.identityScreen.title', defaultMessage: '本人確認', description: 'Screen title (/mine/verified)' },
  unverified: { id: 'ui.identityScreen.unverified', defaultMessage: '未提出', description: 'Badge: nothing submitted' },
  reviewing: { id: 'ui.identityScreen.reviewing', defaultMessage: '審査中', description: 'Badge: under review' },
  verified: { id: 'ui.identityScreen.verified', defaultMessage: '確認済み', description: 'Badge: verified' },
  rejected: {
    id: 'ui.identityScreen.rejected',
    defaultMessage: '要再提出',
    description: 'Badge: rejected, submit again',
  },
  statusHeading: {
    id: 'ui.identityScreen.statusHeading',
    defaultMessage: '本人確認の状況',
    description: 'Heading of the status card',
  },
  whyText: {
    id: 'ui.identityScreen.whyText',
    defaultMessage: 'お取引と出金には本人確認が必要です。法令にもとづき、ご本人であることを書類で確認します。',
    description: 'Why identity verification is needed',
  },
  documentsHeading: {
    id: 'ui.identityScreen.documentsHeading',
    defaultMessage: '使える本人確認書類',
    description: 'Heading of the list of accepted documents',
  },
  documentMyNumber: {
    id: 'ui.identityScreen.documentMyNumber',
    defaultMessage: 'マイナンバーカード',
    description: 'Accepted document: My Number card',
  },
  documentLicence: {
    id: 'ui.identityScreen.documentLicence',
    defaultMessage: '運転免許証',
    description: "Accepted document: driver's licence",
  },
  documentPassport: {
    id: 'ui.identityScreen.documentPassport',
    defaultMessage: 'パスポート',
    description: 'Accepted document: passport',
  },
  documentResidence: {
    id: 'ui.identityScreen.documentResidence',
    defaultMessage: '在留カード',
    description: 'Accepted document: residence card',
  },
  reviewingText: {
    id: 'ui.identityScreen.reviewingText',
    defaultMessage: '提出いただいた書類を確認しています。結果はメッセージでお知らせします。審査中は再提出できません。',
    description: 'While under review',
  },
  verifiedText: {
    id: 'ui.identityScreen.verifiedText',
    defaultMessage: '本人確認が完了しました。お取引と出金ができます。',
    description: 'Once verified',
  },
  nameChange: {
    id: 'ui.identityScreen.nameChange',
    defaultMessage: 'お名前が変わったときは、カスタマーサービスへご連絡ください。',
    description: 'How a verified name is changed',
  },
  rejectedTitle: {
    id: 'ui.identityScreen.rejectedTitle',
    defaultMessage: '本人確認を完了できませんでした',
    description: 'Heading of the rejection notice',
  },
  operatorNote: {
    id: 'ui.identityScreen.operatorNote',
    defaultMessage: '担当者からのメッセージ',
    description: "Label of the operator's note",
  },
  rejectedNext: {
    id: 'ui.identityScreen.rejectedNext',
    defaultMessage: '理由をご確認のうえ、下のフォームからもう一度提出してください。再提出に費用はかかりません。',
    description: 'What to do after a rejection: submit again, free of charge',
  },
  name: { id: 'ui.identityScreen.name', defaultMessage: 'お名前', description: 'Field / row: the full name' },
  nameHint: {
    id: 'ui.identityScreen.nameHint',
    defaultMessage: '本人確認書類のとおりに入力（例: 山田 太郎）',
    description: 'Hint under the name',
  },
  nameKana: {
    id: 'ui.identityScreen.nameKana',
    defaultMessage: 'フリガナ',
    description: 'Field / row: the katakana reading of the name',
  },
  nameKanaHint: {
    id: 'ui.identityScreen.nameKanaHint',
    defaultMessage: '全角カタカナ（例: ヤマダ タロウ）。出金先の銀行口座の名義と照合します',
    description: 'Hint under the katakana reading: compared with bank account holder names',
  },
  idNumber: {
    id: 'ui.identityScreen.idNumber',
    defaultMessage: '本人確認書類の番号',
    description: 'Field / row: the ID document number',
  },
  idNumberHint: {
    id: 'ui.identityScreen.idNumberHint',
    defaultMessage: '英数字とハイフン（4〜32文字）',
    description: 'Hint under the ID number',
  },
  front: {
    id: 'ui.identityScreen.front',
    defaultMessage: '本人確認書類（表面）',
    description: 'Image picker: the front of the ID document',
  },
  back: {
    id: 'ui.identityScreen.back',
    defaultMessage: '本人確認書類（裏面）',
    description: 'Image picker: the back of the ID document',
  },
  imageHint: {
    id: 'ui.identityScreen.imageHint',
    defaultMessage: 'JPEG・PNG・WebP、5MBまで。四隅まで写し、文字がはっきり読めるように撮影してください',
    description: 'Hint under each image picker',
  },
  imageUse: {
    id: 'ui.identityScreen.imageUse',
    defaultMessage: '画像は審査を担当するオペレーターだけが見ることができ、本人確認以外には使いません。',
    description: 'Who sees the images and what for',
  },
  submittedAt: { id: 'ui.identityScreen.submittedAt', defaultMessage: '提出日時', description: 'Row: submitted at' },
  reviewedAt: { id: 'ui.identityScreen.reviewedAt', defaultMessage: '確認日時', description: 'Row: reviewed at' },
  submit: { id: 'ui.identityScreen.submit', defaultMessage: '提出する', description: 'Button: submit the documents' },
  formHeading: {
    id: 'ui.identityScreen.formHeading',
    defaultMessage: '書類を提出する',
    description: 'Heading of the form',
  },
  nextHeading: {
    id: 'ui.identityScreen.nextHeading',
    defaultMessage: '次のステップ',
    description: 'Heading: next steps',
  },
  nextFundPassword: {
    id: 'ui.identityScreen.nextFundPassword',
    defaultMessage: '資金パスワードを設定する',
    description: 'Next step link',
  },
  nextBank: {
    id: 'ui.identityScreen.nextBank',
    defaultMessage: '出金先の銀行口座を登録する',
    description: 'Next step link',
  },
  nextDeposit: { id: 'ui.identityScreen.nextDeposit', defaultMessage: '入金する', description: 'Next step link' },
});

export const identityConsentMessages = defineMessages<{ consent: { link: MessageTag } }>({
  consent: {
    id: 'ui.identityScreen.consent',
    defaultMessage: '<link>個人情報の取扱い</link>に同意し、本人確認のために書類を提出します',
    description: 'Privacy consent checkbox; <link> wraps the link to the privacy policy',
  },
});
