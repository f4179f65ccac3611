import { defineMessages } from 'react-intl';

// Built-in texts of Tooltip; ids `ui.tooltip.<key>`, Japanese defaults.
export const tooltipMessages = defineMessages({});
