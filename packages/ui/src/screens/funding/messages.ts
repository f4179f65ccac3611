import type { MessageDescriptor } from 'react-intl';
import { fundingCommonMessages } from './shared/fundingCommon.messages.ts';
import { identityConsentMessages, identityScreenMessages } from './IdentityScreen/IdentityScreen.messages.ts';

/** Every message group of the funding screens; registered once in intl/descriptors.ts. */
export const fundingMessageGroups: Record<string, MessageDescriptor>[] = [
  fundingCommonMessages,
  identityScreenMessages,
  identityConsentMessages,
];
