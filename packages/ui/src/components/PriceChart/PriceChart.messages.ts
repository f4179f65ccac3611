import { defineMessages } from 'react-intl';

// Built-in texts of PriceChart; ids `ui.priceChart.<key>`, Japanese defaults.
export const priceChartMessages = defineMessages({});
