import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterScreen } from './RegisterScreen.tsx';
import { registerInvalidProps, registerProps } from './RegisterScreen.fixtures.ts';

const meta = {
  title: 'Screens/RegisterScreen',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  args: registerProps,
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: registerInvalidProps };
export const Submitting: Story = { args: { submitting: true } };
export const Refused: Story = { args: { formError: 'この電話番号はすでに登録されています。' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { args: registerInvalidProps, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
