import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fieldBinding } from '../../FieldBinding.ts';
import { localizedRender } from '../../funding/shared/stories.tsx';
import { SecurityScreen } from './SecurityScreen.tsx';
import { securityScreenMessages } from './SecurityScreen.messages.ts';
import {
  newRecoveryCodes,
  passkeyRemoval,
  passkeyRename,
  securityEmpty,
  securityProps,
} from './SecurityScreen.fixtures.ts';

const meta = {
  title: 'Screens/Security/SecurityScreen',
  component: SecurityScreen,
  parameters: { layout: 'fullscreen' },
  render: localizedRender(SecurityScreen, securityScreenMessages.title),
  args: {
    ...securityProps,
    onRetry: fn(),
    onRename: fn(),
    onRemove: fn(),
    onGenerateRecoveryCodes: fn(),
  },
} satisfies Meta<typeof SecurityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onlyPasskey = securityProps.passkeys.slice(0, 1);

export const Ready: Story = {};
/** No passkey yet: the call to set one up, and what needs it. */
export const Empty: Story = { args: securityEmpty };
export const Unsupported: Story = { args: { ...securityEmpty, passkeySupported: false } };
export const Adding: Story = { args: { addPasskey: { ...securityProps.addPasskey, submitting: true } } };
export const AddCancelled: Story = {
  args: { ...securityEmpty, addPasskey: { ...securityEmpty.addPasskey, failure: 'cancelled' } },
};
/** After signing in with a recovery code: a window to add a passkey and remove the lost ones. */
export const AfterRecovery: Story = {
  args: {
    recoveryWindowUntil: '2026-11-24T10:17:00+09:00',
    recoveryCodes: { ...securityProps.recoveryCodes, remaining: 7 },
  },
};
/** The operator does not require a passkey for money: the screen does not say withdrawals need one. */
export const NotRequiredForMoney: Story = { args: { ...securityEmpty, passkeyRequiredForMoney: false } };
export const AddInvalid: Story = {
  args: {
    addPasskey: {
      ...securityProps.addPasskey,
      nameField: fieldBinding('name', { invalid: true, errorMessage: '名前を入力してください（40文字まで）' }),
    },
  },
};
export const Rename: Story = { args: { rename: passkeyRename } };
export const Renaming: Story = { args: { rename: { ...passkeyRename, submitting: true } } };
export const ConfirmRemove: Story = { args: { removal: passkeyRemoval } };
/** Removing the only passkey says what stops until a new one is added. */
export const ConfirmRemoveLast: Story = {
  args: { passkeys: onlyPasskey, removal: { ...passkeyRemoval, passkeyId: 'pk-3' } },
};
export const Removing: Story = { args: { removal: { ...passkeyRemoval, submitting: true } } };
export const CodesLow: Story = {
  args: { recoveryCodes: { ...securityProps.recoveryCodes, remaining: 2 } },
};
export const CodesUsedUp: Story = {
  args: { recoveryCodes: { ...securityProps.recoveryCodes, remaining: 0 } },
};
export const GeneratingCodes: Story = {
  args: { ...securityEmpty, passkeys: onlyPasskey, generatingRecoveryCodes: true },
};
/** A passkey but no codes yet: the first set. */
export const FirstCodes: Story = { args: { ...securityEmpty, passkeys: onlyPasskey } };
/** A new set, shown once. */
export const NewCodes: Story = {
  args: { newRecoveryCodes },
};
export const NewCodesSaved: Story = {
  args: { newRecoveryCodes: { ...newRecoveryCodes, copied: true, saved: true } },
};
export const EmailSaving: Story = {
  args: { notificationEmail: { ...securityProps.notificationEmail, submitting: true } },
};
export const EmailInvalid: Story = {
  args: {
    notificationEmail: {
      ...securityEmpty.notificationEmail,
      field: fieldBinding('email', { invalid: true, errorMessage: 'メールアドレスの形式が正しくありません' }),
    },
  },
};
/** A seeded demo account without a passkey: the password alone and money without a passkey, and the screen says so. */
export const DemoAccount: Story = {
  args: { ...securityEmpty, passkeyRequiredForMoney: false, passwordSignInAllowed: true },
};
export const Loading: Story = { args: { status: 'loading' } };
export const Error: Story = { args: { status: 'error' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
export const ChineseEmpty: Story = { args: securityEmpty, globals: { locale: 'cn' } };
export const ChineseNewCodes: Story = { args: { newRecoveryCodes }, globals: { locale: 'cn' } };
export const English: Story = { globals: { locale: 'us' } };
export const EnglishEmpty: Story = { args: securityEmpty, globals: { locale: 'us' } };
export const EnglishConfirmRemoveLast: Story = {
  args: { passkeys: onlyPasskey, removal: { ...passkeyRemoval, passkeyId: 'pk-3' } },
  globals: { locale: 'us' },
};
export const Dark: Story = { args: securityEmpty, globals: { theme: 'dark' } };
