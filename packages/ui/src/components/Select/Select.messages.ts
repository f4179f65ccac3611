import { defineMessages } from 'react-intl';

// Built-in texts of Select; ids `ui.select.<key>`, Japanese defaults.
export const selectMessages = defineMessages({
  placeholder: {
    id: 'ui.select.placeholder',
    defaultMessage: '選択してください',
    description: 'Shown in a select when nothing is chosen and the caller gave no placeholder',
  },
});
