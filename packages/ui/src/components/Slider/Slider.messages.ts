import { defineMessages } from 'react-intl';

// Built-in texts of Slider; ids `ui.slider.<key>`, Japanese defaults.
export const sliderMessages = defineMessages({});
