import { defineMessages } from 'react-intl';

// Built-in texts of RecordRow; ids `ui.recordRow.<key>`, Japanese defaults.
export const recordRowMessages = defineMessages({});
