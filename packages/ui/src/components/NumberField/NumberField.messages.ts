import { defineMessages } from 'react-intl';

// Built-in texts of NumberField; ids `ui.numberField.<key>`, Japanese defaults.
export const numberFieldMessages = defineMessages({});
