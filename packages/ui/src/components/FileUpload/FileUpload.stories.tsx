import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/本人確認書類/), await imageFile(320, 200));
    await expect(await canvas.findByText('画像は100×100ピクセル以内にしてください')).toBeVisible();
  },
};
export const Invalid: Story = { args: { invalid: true, errorMessage: '画像を選んでください' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
