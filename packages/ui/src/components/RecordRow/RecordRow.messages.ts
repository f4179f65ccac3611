import { defineMessages } from 'react-intl';

// Built-in texts of RecordRow; ids `ui.recordRow.<key>`, Japanese defaults.
export const recordRowMessages = defineMessages<{ orderNumber: { orderNumber: string } }>({
  orderNumber: {
    id: 'ui.recordRow.orderNumber',
    defaultMessage: '注文番号 {orderNumber}',
    description: 'Order number shown in a transaction-record row; {orderNumber} is the identifier',
  },
});
