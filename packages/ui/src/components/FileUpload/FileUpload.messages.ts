import { defineMessages } from 'react-intl';

// Built-in texts of FileUpload; ids `ui.fileUpload.<key>`, Japanese defaults.
export const fileUploadMessages = defineMessages({});
