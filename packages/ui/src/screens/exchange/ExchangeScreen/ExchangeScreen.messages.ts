import { defineMessages } from 'react-intl';

export const exchangeScreenMessages = defineMessages({
  title: {
    id: 'ui.exchangeScreen.title',
    defaultMessage: '両替',
    description: 'Screen title (/mine/exchange): currency exchange',
  },
  intro: {
    id: 'ui.exchangeScreen.intro',
    defaultMessage: '両替の前に、仲値、スプレッド、手数料と受取額をすべて確認できます。',
    description: 'Intro: everything a conversion costs is shown before converting',
  },
  // Balances
  balancesHeading: {
    id: 'ui.exchangeScreen.balancesHeading',
    defaultMessage: '通貨別の残高',
    description: 'Heading of the balances per currency',
  },
  currencyLabel: {
    id: 'ui.exchangeScreen.currencyLabel',
    defaultMessage: '{code} {name}',
    description: 'A currency: its code and its name in the user’s language, e.g. “USD 米ドル”',
  },
  frozen: {
    id: 'ui.exchangeScreen.frozen',
    defaultMessage: '拘束中 {amount}',
    description: 'Held by pending orders, applications or withdrawals',
  },
  // Form
  formHeading: { id: 'ui.exchangeScreen.formHeading', defaultMessage: '両替する', description: 'Form heading' },
  from: { id: 'ui.exchangeScreen.from', defaultMessage: '売る通貨', description: 'Field: the currency converted from' },
  to: { id: 'ui.exchangeScreen.to', defaultMessage: '買う通貨', description: 'Field: the currency converted to' },
  swap: {
    id: 'ui.exchangeScreen.swap',
    defaultMessage: '入れ替え',
    description: 'Button: swap the from and to currencies',
  },
  swapLabel: {
    id: 'ui.exchangeScreen.swapLabel',
    defaultMessage: '売る通貨と買う通貨を入れ替える',
    description: 'Accessible name of the swap button',
  },
  sameCurrency: {
    id: 'ui.exchangeScreen.sameCurrency',
    defaultMessage: '売る通貨と違う通貨を選んでください',
    description: 'Error: from and to are the same',
  },
  amount: { id: 'ui.exchangeScreen.amount', defaultMessage: '売る金額', description: 'Field: the amount of from' },
  amountHint: {
    id: 'ui.exchangeScreen.amountHint',
    defaultMessage: '利用可能 {available}・{precision}',
    description: 'Hint: the available balance of from, and the precision it takes',
  },
  wholeUnits: {
    id: 'ui.exchangeScreen.wholeUnits',
    defaultMessage: '小数なし',
    description: 'Precision: whole units only (JPY, KRW, VND)',
  },
  twoDecimals: {
    id: 'ui.exchangeScreen.twoDecimals',
    defaultMessage: '小数2桁まで',
    description: 'Precision: up to two decimals',
  },
  all: {
    id: 'ui.exchangeScreen.all',
    defaultMessage: '全額',
    description: 'Button: fill in the whole available balance',
  },
  amountFormat: {
    id: 'ui.exchangeScreen.amountFormat',
    defaultMessage: '0より大きい数字で入力してください',
    description: 'Error: not a positive number',
  },
  amountPrecision: {
    id: 'ui.exchangeScreen.amountPrecision',
    defaultMessage: '{currency}は{precision}で入力してください',
    description: 'Error: more decimals than the currency has',
  },
  amountBalance: {
    id: 'ui.exchangeScreen.amountBalance',
    defaultMessage: '利用可能な残高 {available} を超えています',
    description: 'Error: more than the available balance',
  },
  deposit: { id: 'ui.exchangeScreen.deposit', defaultMessage: '入金する', description: 'Link: deposit yen' },
  indicative: {
    id: 'ui.exchangeScreen.indicative',
    defaultMessage: '目安レート {rate}（{time} 時点。見積もりで確定します）',
    description: 'The indicative rate before a quote, and that a quote fixes it',
  },
  rateLine: {
    id: 'ui.exchangeScreen.rateLine',
    defaultMessage: '1 {from} ＝ {rate} {to}',
    description: 'A rate: units of to per one unit of from',
  },
  getQuote: {
    id: 'ui.exchangeScreen.getQuote',
    defaultMessage: '見積もりを取得',
    description: 'Button: ask for a quote',
  },
  // Quote
  quoteHeading: { id: 'ui.exchangeScreen.quoteHeading', defaultMessage: '見積もり', description: 'Section heading' },
  quoteIdle: {
    id: 'ui.exchangeScreen.quoteIdle',
    defaultMessage: '通貨と金額を決めて見積もりを取得すると、受取額とすべての費用がここに表示されます。',
    description: 'Before a quote is asked for',
  },
  quoteStale: {
    id: 'ui.exchangeScreen.quoteStale',
    defaultMessage: '条件が変わりました。見積もりを取り直してください。',
    description: 'The quote is for other currencies or another amount',
  },
  mid: { id: 'ui.exchangeScreen.mid', defaultMessage: '仲値', description: 'Label: the market mid rate' },
  spread: {
    id: 'ui.exchangeScreen.spread',
    defaultMessage: 'スプレッド',
    description: 'Label: the disclosed spread below the mid, in percent',
  },
  rate: {
    id: 'ui.exchangeScreen.rate',
    defaultMessage: '適用レート',
    description: 'Label: the customer rate, mid × (1 − spread)',
  },
  fee: { id: 'ui.exchangeScreen.fee', defaultMessage: '手数料', description: 'Label: the exchange fee, in from' },
  spreadCost: {
    id: 'ui.exchangeScreen.spreadCost',
    defaultMessage: 'スプレッドのコスト',
    description: 'Label: what the spread costs, in to, against converting at the mid rate',
  },
  pay: { id: 'ui.exchangeScreen.pay', defaultMessage: '支払う金額', description: 'Label: what is debited, in from' },
  receive: { id: 'ui.exchangeScreen.receive', defaultMessage: '受取額', description: 'Label: what is credited, in to' },
  rounding: {
    id: 'ui.exchangeScreen.rounding',
    defaultMessage: '受取額 ＝（支払う金額 − 手数料）× 適用レート。{currency}の{unit}未満は切り捨てます。',
    description: 'How the amount received is computed and rounded down to the to currency’s minor unit',
  },
  minorWhole: {
    id: 'ui.exchangeScreen.minorWhole',
    defaultMessage: '1単位',
    description: 'The minor unit of a currency without decimals (JPY, KRW, VND)',
  },
  minorCents: {
    id: 'ui.exchangeScreen.minorCents',
    defaultMessage: '0.01',
    description: 'The minor unit of a currency with two decimals',
  },
  expiresIn: {
    id: 'ui.exchangeScreen.expiresIn',
    defaultMessage: '有効期限まで あと{seconds}秒',
    description: 'The quote’s countdown (not announced each second)',
  },
  expiringSoon: {
    id: 'ui.exchangeScreen.expiringSoon',
    defaultMessage: '見積もりの有効期限まで10秒を切りました',
    description: 'Announced once when the quote has under ten seconds left',
  },
  expired: {
    id: 'ui.exchangeScreen.expired',
    defaultMessage: '見積もりの有効期限が切れました',
    description: 'The quote expired: it cannot be converted',
  },
  expiredText: {
    id: 'ui.exchangeScreen.expiredText',
    defaultMessage: 'レートは変わることがあります。新しい見積もりで受取額を確認してください。',
    description: 'After expiry: rates move; check the amount received at a new quote',
  },
  newQuote: {
    id: 'ui.exchangeScreen.newQuote',
    defaultMessage: '新しい見積もりを取得',
    description: 'Button: ask for a new quote after the last one expired',
  },
  convert: { id: 'ui.exchangeScreen.convert', defaultMessage: '両替する', description: 'Button: convert at the quote' },
  confirmTitle: {
    id: 'ui.exchangeScreen.confirmTitle',
    defaultMessage: '両替の確認',
    description: 'Title of the conversion confirmation',
  },
  confirmText: {
    id: 'ui.exchangeScreen.confirmText',
    defaultMessage: '{pay}を{receive}に両替します。',
    description: 'The conversion confirmation’s question',
  },
  confirmExpired: {
    id: 'ui.exchangeScreen.confirmExpired',
    defaultMessage: 'この見積もりは有効期限が切れました。新しい見積もりを取得してください。',
    description: 'In the confirmation, once the quote expired',
  },
  confirm: { id: 'ui.exchangeScreen.confirm', defaultMessage: '両替する', description: 'Button: confirm' },
  back: { id: 'ui.exchangeScreen.back', defaultMessage: '戻る', description: 'Button: close the confirmation' },
  convertedTitle: {
    id: 'ui.exchangeScreen.convertedTitle',
    defaultMessage: '両替しました',
    description: 'A conversion went through',
  },
  convertedText: {
    id: 'ui.exchangeScreen.convertedText',
    defaultMessage: '{pay}を{receive}に両替しました（適用レート {rate}）。',
    description: 'What the conversion debited and credited, at which rate',
  },
  // History
  historyHeading: {
    id: 'ui.exchangeScreen.historyHeading',
    defaultMessage: '両替の履歴',
    description: 'Heading of the conversion history',
  },
  historyEmpty: {
    id: 'ui.exchangeScreen.historyEmpty',
    defaultMessage: '両替の履歴はまだありません',
    description: 'Empty history',
  },
  historyEmptyText: {
    id: 'ui.exchangeScreen.historyEmptyText',
    defaultMessage: '両替すると、ここに記録が残ります。',
    description: 'Under an empty history',
  },
  pair: { id: 'ui.exchangeScreen.pair', defaultMessage: '{from} → {to}', description: 'A conversion’s currencies' },
  convertedAt: {
    id: 'ui.exchangeScreen.convertedAt',
    defaultMessage: '{time} 両替',
    description: 'When a conversion was made',
  },
  number: { id: 'ui.exchangeScreen.number', defaultMessage: '番号 {id}', description: 'A conversion’s reference' },
  figures: {
    id: 'ui.exchangeScreen.figures',
    defaultMessage: '{pair}の金額',
    description: 'Accessible name of one conversion’s figures',
  },
});
