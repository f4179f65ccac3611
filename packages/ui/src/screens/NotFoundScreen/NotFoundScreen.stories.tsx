import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { notFoundProps } from './NotFoundScreen.fixtures.ts';

const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
  args: notFoundProps,
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
