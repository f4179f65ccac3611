// Public exports of the currency-exchange screen (issue 16); re-exported from the package index. Its messages are the
// `exchange` area's.
export { exchangeCommonMessages } from './shared/exchangeCommon.messages.ts';
