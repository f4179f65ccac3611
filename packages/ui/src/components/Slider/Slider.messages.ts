import { defineMessages } from 'react-intl';

// Built-in texts of Slider; ids `ui.slider.<key>`, Japanese defaults.
export const sliderMessages = defineMessages<{ multiple: { value: string } }>({
  multiple: {
    id: 'ui.slider.multiple',
    defaultMessage: '×{value}',
    description: 'A leverage multiple shown as text and spoken as the slider value; {value} is a decimal like 2 or 3.3',
  },
});
