import { defineMessages } from 'react-intl';

// Built-in texts of StatusBadge; ids `ui.statusBadge.<key>`, Japanese defaults.
export const statusBadgeMessages = defineMessages({});
