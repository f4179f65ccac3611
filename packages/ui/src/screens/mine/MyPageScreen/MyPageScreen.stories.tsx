import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MyPageScreen } from './MyPageScreen.tsx';
import { myPageProps, newUserProfile, restrictedProfile } from './MyPageScreen.fixtures.ts';

const meta = {
  title: 'Screens/Mine/MyPageScreen',
  component: MyPageScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...myPageProps, onRetry: fn() },
} satisfies Meta<typeof MyPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const NewUser: Story = { args: { profile: newUserProfile } };
export const Restricted: Story = { args: { profile: restrictedProfile } };
export const AssetsLoading: Story = { args: { assets: undefined } };
export const Loading: Story = { args: { status: 'loading', profile: undefined, assets: undefined } };
export const Error: Story = { args: { status: 'error', profile: undefined, assets: undefined } };
export const Chinese: Story = {
  args: { profile: { ...restrictedProfile, language: 'cn' } },
  globals: { locale: 'cn' },
};
export const English: Story = { args: { profile: { ...newUserProfile, language: 'us' } }, globals: { locale: 'us' } };
export const Dark: Story = { args: { profile: restrictedProfile }, globals: { theme: 'dark' } };
