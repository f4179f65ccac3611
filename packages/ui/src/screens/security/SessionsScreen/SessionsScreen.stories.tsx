import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { SessionsScreen } from './SessionsScreen.tsx';
import { sessionsScreenMessages } from './SessionsScreen.messages.ts';
import { onlyThisDevice, sessionsProps } from './SessionsScreen.fixtures.ts';
import { storyText } from '../../../internal/storyText.ts';

const meta = {
  title: 'Screens/Security/SessionsScreen',
  component: SessionsScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(SessionsScreen, sessionsScreenMessages.title),
  args: { ...sessionsProps, onRetry: fn(), onEndSession: fn(), onEndOtherSessions: fn() },
} satisfies Meta<typeof SessionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Ending: Story = { args: { endingSessionId: 's-2' } };
/** The confirmation before ending every other session. */
export const ConfirmEndOthers: Story = {
  play: async ({ canvasElement, globals }) => {
    const endOthers = storyText(globals, sessionsScreenMessages.endOthers);
    await userEvent.click(within(canvasElement).getByRole('button', { name: endOthers }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const Refused: Story = {
  args: { formError: 'システムが混み合っています。しばらくしてからもう一度お試しください。' },
};
/** Only this device: nothing else to end. */
export const Empty: Story = { args: { sessions: onlyThisDevice } };
export const Loading: Story = { args: { status: 'loading' } };
export const Error: Story = { args: { status: 'error' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishEmpty: Story = { args: { sessions: onlyThisDevice }, globals: { locale: 'us' } };
export const Dark: Story = { globals: { theme: 'dark' } };
