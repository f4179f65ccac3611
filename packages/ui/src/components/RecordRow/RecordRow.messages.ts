import { defineMessages } from 'react-intl';

// Built-in texts of RecordRow; ids `ui.recordRow.<key>`, Japanese defaults.
export const recordRowMessages = defineMessages<{
  orderNumber: { orderNumber: string };
  recordNumber: { recordNumber: string };
}>({
  orderNumber: {
    id: 'ui.recordRow.orderNumber',
    defaultMessage: '注文番号 {orderNumber}',
    description: 'Order number shown in a transaction-record row; {orderNumber} is the identifier',
  },
  recordNumber: {
    id: 'ui.recordRow.recordNumber',
    defaultMessage: '取引番号 {recordNumber}',
    description: 'The record’s own number in a transaction-record row that has no order (a deposit, a fee)',
  },
});
