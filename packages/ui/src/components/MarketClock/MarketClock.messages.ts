import { defineMessages } from 'react-intl';

// Built-in texts of MarketClock; ids `ui.marketClock.<key>`, Japanese defaults.
export const marketClockMessages = defineMessages({});
