import type { MessageDescriptor } from 'react-intl';
import { securityCommonMessages, securityLinkMessages } from './shared/securityCommon.messages.ts';
import { securityScreenMessages } from './SecurityScreen/SecurityScreen.messages.ts';
import { signInHistoryScreenMessages } from './SignInHistoryScreen/SignInHistoryScreen.messages.ts';
import { sessionsScreenMessages } from './SessionsScreen/SessionsScreen.messages.ts';
import { passkeySetupPromptScreenMessages } from './PasskeySetupPromptScreen/PasskeySetupPromptScreen.messages.ts';
import { stepUpDialogMessages } from './StepUpDialog/StepUpDialog.messages.ts';
import { passkeySignInStepScreenMessages } from './PasskeySignInStepScreen/PasskeySignInStepScreen.messages.ts';
import {
  recoveryCodeSignInLinkMessages,
  recoveryCodeSignInScreenMessages,
} from './RecoveryCodeSignInScreen/RecoveryCodeSignInScreen.messages.ts';

/** Every message group of the security screens; registered once in intl/descriptors.ts. */
export const securityMessageGroups: Record<string, MessageDescriptor>[] = [
  securityCommonMessages,
  securityLinkMessages,
  securityScreenMessages,
  signInHistoryScreenMessages,
  sessionsScreenMessages,
  passkeySetupPromptScreenMessages,
  stepUpDialogMessages,
  passkeySignInStepScreenMessages,
  recoveryCodeSignInScreenMessages,
  recoveryCodeSignInLinkMessages,
];
