import type { MessageDescriptor } from 'react-intl';
import { securityCommonMessages } from './shared/securityCommon.messages.ts';
import { securityScreenMessages } from './SecurityScreen/SecurityScreen.messages.ts';

/** Every message group of the security screens; registered once in intl/descriptors.ts. */
export const securityMessageGroups: Record<string, MessageDescriptor>[] = [
  securityCommonMessages,
  securityScreenMessages,
];
