import { defineMessages } from 'react-intl';

export const adminConfigScreenMessages = defineMessages({
  title: { id: 'ui.adminConfigScreen.title', defaultMessage: 'サイト設定', description: 'Config screen heading' },
  lead: {
    id: 'ui.adminConfigScreen.lead',
    defaultMessage: '変更はすぐに反映され、変更前と変更後の値が監査ログに残ります。',
    description: 'Under the heading',
  },
  site: { id: 'ui.adminConfigScreen.group.site', defaultMessage: 'サイト', description: 'Config group' },
  registration: {
    id: 'ui.adminConfigScreen.group.registration',
    defaultMessage: '登録と紹介',
    description: 'Config group',
  },
  deposit: { id: 'ui.adminConfigScreen.group.deposit', defaultMessage: '入金', description: 'Config group' },
  withdrawal: { id: 'ui.adminConfigScreen.group.withdrawal', defaultMessage: '出金', description: 'Config group' },
  fees: { id: 'ui.adminConfigScreen.group.fees', defaultMessage: '手数料と金利', description: 'Config group' },
  trading: { id: 'ui.adminConfigScreen.group.trading', defaultMessage: '取引', description: 'Config group' },
  other: { id: 'ui.adminConfigScreen.group.other', defaultMessage: 'その他', description: 'Config group' },
  editShort: { id: 'ui.adminConfigScreen.editShort', defaultMessage: '編集', description: 'Edit button text' },
  save: { id: 'ui.adminConfigScreen.save', defaultMessage: '保存', description: 'Save the entry' },
  cancel: { id: 'ui.adminConfigScreen.cancel', defaultMessage: 'キャンセル', description: 'Stop editing' },
  on: { id: 'ui.adminConfigScreen.on', defaultMessage: 'オン', description: 'Boolean setting on' },
  off: { id: 'ui.adminConfigScreen.off', defaultMessage: 'オフ', description: 'Boolean setting off' },
  daysBusiness: {
    id: 'ui.adminConfigScreen.daysBusiness',
    defaultMessage: '東証の営業日のみ',
    description: 'Days setting: TSE business days',
  },
  daysAll: { id: 'ui.adminConfigScreen.daysAll', defaultMessage: '毎日', description: 'Days setting: every day' },
  neverUpdated: {
    id: 'ui.adminConfigScreen.neverUpdated',
    defaultMessage: '初期値のまま',
    description: 'The entry was never changed',
  },
  private: {
    id: 'ui.adminConfigScreen.private',
    defaultMessage: '非公開',
    description: 'Tag: the entry is not served to the app',
  },
  readOnly: { id: 'ui.adminConfigScreen.readOnly', defaultMessage: '変更不可', description: 'Tag: read-only entry' },
  newValue: { id: 'ui.adminConfigScreen.newValue', defaultMessage: '新しい値', description: 'Edited value label' },
  hintUrl: {
    id: 'ui.adminConfigScreen.hintUrl',
    defaultMessage: 'https:// で始まるURL',
    description: 'Format hint',
  },
  hintUrlOrPath: {
    id: 'ui.adminConfigScreen.hintUrlOrPath',
    defaultMessage: 'https:// で始まるURL、または / で始まるパス（500文字まで）',
    description: 'Format hint',
  },
  hintVersion: {
    id: 'ui.adminConfigScreen.hintVersion',
    defaultMessage: 'major.minor.patch の形（例: 1.4.0）',
    description: 'Format hint',
  },
  hintHours: {
    id: 'ui.adminConfigScreen.hintHours',
    defaultMessage: 'HH:MM-HH:MM（東京時間、例: 09:00-15:00）',
    description: 'Format hint',
  },
  hintLeverage: {
    id: 'ui.adminConfigScreen.hintLeverage',
    defaultMessage: '1〜3.3 をカンマ区切りで、小数は1桁まで（例: 1,2,3,3.3）',
    description: 'Format hint',
  },
  yen: { id: 'ui.adminConfigScreen.yen', defaultMessage: '円', description: 'Unit after a yen amount' },
});

export const adminConfigScreenValueMessages = defineMessages<{
  edit: { name: string };
  updated: { time: string; account: string };
  hintText: { max: number };
  hintDigits: { length: number };
  hintYenMin: { min: string };
  hintYenRange: { min: string; max: string };
  hintPercent: { min: string; max: string };
}>({
  edit: {
    id: 'ui.adminConfigScreen.edit',
    defaultMessage: '{name}を編集',
    description: 'Edit button of one entry; {name} is the entry name',
  },
  updated: {
    id: 'ui.adminConfigScreen.updated',
    defaultMessage: '{time}に{account}が変更',
    description: 'Who changed the entry last and when',
  },
  hintText: { id: 'ui.adminConfigScreen.hintText', defaultMessage: '1〜{max}文字', description: 'Format hint' },
  hintDigits: {
    id: 'ui.adminConfigScreen.hintDigits',
    defaultMessage: '{length}桁の数字',
    description: 'Format hint',
  },
  hintYenMin: {
    id: 'ui.adminConfigScreen.hintYenMin',
    defaultMessage: '{min}円以上の整数',
    description: 'Format hint; {min} is a formatted number',
  },
  hintYenRange: {
    id: 'ui.adminConfigScreen.hintYenRange',
    defaultMessage: '{min}〜{max}円の整数',
    description: 'Format hint; {min} and {max} are formatted numbers',
  },
  hintPercent: {
    id: 'ui.adminConfigScreen.hintPercent',
    defaultMessage: '{min}〜{max}%（小数第2位まで）',
    description: 'Format hint',
  },
});
