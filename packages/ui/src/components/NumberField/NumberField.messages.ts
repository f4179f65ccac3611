import { defineMessages } from 'react-intl';

// Built-in texts of NumberField; ids `ui.numberField.<key>`, Japanese defaults.
export const numberFieldMessages = defineMessages({
  decrement: {
    id: 'ui.numberField.decrement',
    defaultMessage: '減らす',
    description: 'Accessible name (after the field label) of the minus stepper button of a number field',
  },
  increment: {
    id: 'ui.numberField.increment',
    defaultMessage: '増やす',
    description: 'Accessible name (after the field label) of the plus stepper button of a number field',
  },
});
