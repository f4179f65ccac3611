// Public exports of the credit-line screens (issue 16); re-exported from the package index. Their messages are the
// `loan` area's.
export { loanCommonMessages } from './shared/loanCommon.messages.ts';
