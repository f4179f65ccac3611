import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

// Built-in texts of FileUpload; ids `ui.fileUpload.<key>`, Japanese defaults.
export const fileUploadMessages = defineMessages<{
  choose: Plain;
  replace: Plain;
  remove: Plain;
  tooLarge: { maxSize: string };
  wrongType: Plain;
  tooManyPixels: { width: string; height: string };
  previewAlt: { name: string };
}>({
  choose: {
    id: 'ui.fileUpload.choose',
    defaultMessage: '画像を選択',
    description: 'Button that opens the picker to choose an image file',
  },
  replace: {
    id: 'ui.fileUpload.replace',
    defaultMessage: '画像を変更',
    description: 'Button that opens the picker to choose a different image instead of the selected one',
  },
  remove: {
    id: 'ui.fileUpload.remove',
    defaultMessage: '画像を削除',
    description: 'Button that removes the selected image',
  },
  tooLarge: {
    id: 'ui.fileUpload.tooLarge',
    defaultMessage: 'ファイルサイズは{maxSize}以下にしてください',
    description: 'Error when the chosen file is too big; {maxSize} is a formatted size such as "5 MB"',
  },
  wrongType: {
    id: 'ui.fileUpload.wrongType',
    defaultMessage: 'JPEG・PNG・WebP形式の画像を選んでください',
    description: 'Error when the chosen file is not a JPEG, PNG or WebP image (or cannot be read as an image)',
  },
  tooManyPixels: {
    id: 'ui.fileUpload.tooManyPixels',
    defaultMessage: '画像は{width}×{height}ピクセル以内にしてください',
    description: 'Error when the image dimensions are too large; {width} and {height} are the limits in pixels',
  },
  previewAlt: {
    id: 'ui.fileUpload.previewAlt',
    defaultMessage: '選択した画像：{name}',
    description: 'Alternative text of the preview of the chosen image; {name} is the file name',
  },
});
