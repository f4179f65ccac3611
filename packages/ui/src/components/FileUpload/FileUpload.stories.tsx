import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';
import { fileUploadMessages } from './FileUpload.messages.ts';
import { storyText } from '../../internal/storyText.ts';

async function imageFile(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'rgb(40, 90, 160)';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'id-card.png', { type: 'image/png' });
}

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `An image picker (JPEG, PNG, WebP) with a preview and size, type and dimension feedback: identity documents and transfer slips.

**Do**

- Give it a label that names the document and a hint with the accepted types and size.
- Keep the server as the final check: it validates content and size again.

**Don't**

- Don't use it for non-image files.
- Don't hide the native input: it stays in the page (visually hidden) for keyboard and screen readers.`,
      },
    },
  },
  args: { label: '本人確認書類（表面）', hint: 'JPEG・PNG・WebP、5 MBまで', onFileChange: fn() },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/本人確認書類/), await imageFile(320, 200));
    await expect(await canvas.findByRole('img')).toBeVisible();
  },
};
export const TooManyPixels: Story = {
  args: { maxWidth: 100, maxHeight: 100 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/本人確認書類/), await imageFile(320, 200));
    const tooMany = storyText(globals, fileUploadMessages.tooManyPixels, { width: 100, height: 100 });
    await expect(await canvas.findByText(tooMany)).toBeVisible();
  },
};
export const Invalid: Story = { args: { invalid: true, errorMessage: '画像を選んでください' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };

export const Chinese: Story = {
  args: { label: '身份证件（正面）', hint: 'JPEG、PNG、WebP，不超过5 MB', invalid: true, errorMessage: '请选择图片' },
  globals: { locale: 'cn' },
};
export const English: Story = {
  args: { label: 'Identity document (front)', hint: 'JPEG, PNG or WebP, up to 5 MB' },
  globals: { locale: 'us' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Identity document/), await imageFile(320, 200));
    await expect(await canvas.findByRole('img')).toBeVisible();
  },
};
