import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleImage } from '../shared/fixtures.ts';
import { IdentityScreen } from './IdentityScreen.tsx';
import { identityScreenMessages } from './IdentityScreen.messages.ts';
import { localizedRender } from '../shared/stories.tsx';
import {
  identityInvalidProps,
  identityProps,
  rejectedVerification,
  reviewingVerification,
  verifiedVerification,
} from './IdentityScreen.fixtures.ts';

const rejectNotes = {
  jp: '裏面の画像がぼやけています。明るい場所で撮影し直してください。',
  cn: '背面照片模糊，请在光线充足处重新拍摄。',
  us: 'The back image is blurred. Please retake it in good light.',
};

const meta = {
  title: 'Screens/Funding/IdentityScreen',
  component: IdentityScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(IdentityScreen, identityScreenMessages.title, (args, locale) =>
    args.verification && args.verification.rejectNote === rejectedVerification.rejectNote
      ? { verification: { ...args.verification, rejectNote: rejectNotes[locale] } }
      : {},
  ),
  args: { ...identityProps, onRetry: fn() },
} satisfies Meta<typeof IdentityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {};
/** Both sides picked: each shows its preview. */
export const WithImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(inputs[0]!, await sampleImage('id-front.png'));
    await userEvent.upload(inputs[1]!, await sampleImage('id-back.png'));
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
  },
};
export const Invalid: Story = { args: identityInvalidProps };
export const Submitting: Story = { args: { submitting: true } };
export const Refused: Story = {
  args: { formError: '画像はJPEG・PNG・WebP形式、5MB以下のファイルを選択してください。' },
};
export const Reviewing: Story = { args: { verification: reviewingVerification } };
export const Verified: Story = { args: { verification: verifiedVerification } };
export const Rejected: Story = { args: { verification: rejectedVerification } };
export const Loading: Story = { args: { status: 'loading' } };
export const Error: Story = { args: { status: 'error' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseRejected: Story = { args: { verification: rejectedVerification }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishVerified: Story = { args: { verification: verifiedVerification }, globals: { locale: 'us' } };
export const Dark: Story = { args: { verification: rejectedVerification }, globals: { theme: 'dark' } };
export const DarkInvalid: Story = { args: identityInvalidProps, globals: { theme: 'dark' } };
