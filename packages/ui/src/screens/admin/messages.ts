import type { MessageDescriptor } from 'react-intl';
import {
  adminAuditActionMessages,
  adminAuditTargetMessages,
  adminConfigNameMessages,
  adminFlagHintMessages,
  adminFlagMessages,
  adminLedgerTypeMessages,
  adminSectionMessages,
} from './adminTerms.messages.ts';
import { adminCommonMessages } from './internal/adminCommon.messages.ts';
import { adminShellMessages } from './AdminShell/AdminShell.messages.ts';
import { adminLoginScreenMessages } from './AdminLoginScreen/AdminLoginScreen.messages.ts';
import { adminGateScreenMessages, adminGateScreenValueMessages } from './AdminGateScreen/AdminGateScreen.messages.ts';
import {
  adminUsersScreenMessages,
  adminUsersScreenValueMessages,
} from './AdminUsersScreen/AdminUsersScreen.messages.ts';
import {
  adminUserDetailScreenMessages,
  adminUserDetailScreenValueMessages,
} from './AdminUserDetailScreen/AdminUserDetailScreen.messages.ts';
import {
  adminConfigScreenMessages,
  adminConfigScreenValueMessages,
} from './AdminConfigScreen/AdminConfigScreen.messages.ts';
import {
  adminMessagesScreenMessages,
  adminMessagesScreenValueMessages,
} from './AdminMessagesScreen/AdminMessagesScreen.messages.ts';
import {
  adminAgentApplicationsScreenMessages,
  adminAgentApplicationsScreenValueMessages,
  adminAgentRejectReasonMessages,
} from './AdminAgentApplicationsScreen/AdminAgentApplicationsScreen.messages.ts';
import {
  adminAuditScreenMessages,
  adminAuditScreenValueMessages,
} from './AdminAuditScreen/AdminAuditScreen.messages.ts';
import { adminNewsScreenMessages, adminNewsScreenValueMessages } from './AdminNewsScreen/AdminNewsScreen.messages.ts';
import {
  adminRejectReasonMessages,
  adminReviewMessages,
  adminReviewValueMessages,
} from './internal/review/review.messages.ts';
import {
  adminIdentityReviewScreenMessages,
  adminIdentityReviewScreenValueMessages,
} from './AdminIdentityReviewScreen/AdminIdentityReviewScreen.messages.ts';
import {
  adminDepositReviewScreenMessages,
  adminDepositReviewScreenValueMessages,
} from './AdminDepositReviewScreen/AdminDepositReviewScreen.messages.ts';
import {
  adminWithdrawalReviewScreenMessages,
  adminWithdrawalReviewScreenValueMessages,
} from './AdminWithdrawalReviewScreen/AdminWithdrawalReviewScreen.messages.ts';
import {
  adminAdjustmentsScreenMessages,
  adminAdjustmentsScreenValueMessages,
} from './AdminAdjustmentsScreen/AdminAdjustmentsScreen.messages.ts';

import {
  adminUserSecurityMessages,
  adminUserSecurityValueMessages,
} from './AdminUserDetailScreen/AdminUserSecurity.messages.ts';
import {
  adminFactorResetMessages,
  adminFactorResetValueMessages,
} from './internal/factorReset/factorReset.messages.ts';

import {
  adminFactorResetsScreenMessages,
  adminFactorResetsScreenValueMessages,
} from './AdminFactorResetsScreen/AdminFactorResetsScreen.messages.ts';

import { adminIposScreenMessages, adminIposScreenValueMessages } from './AdminIposScreen/AdminIposScreen.messages.ts';

import {
  adminDistributionsScreenMessages,
  adminDistributionsScreenValueMessages,
} from './AdminDistributionsScreen/AdminDistributionsScreen.messages.ts';

import {
  adminBlockApplicationsScreenMessages,
  adminBlockApplicationsScreenValueMessages,
} from './AdminBlockApplicationsScreen/AdminBlockApplicationsScreen.messages.ts';

import {
  adminDayTradeApplicationsScreenMessages,
  adminDayTradeApplicationsScreenValueMessages,
} from './AdminDayTradeApplicationsScreen/AdminDayTradeApplicationsScreen.messages.ts';

import {
  adminLoanApplicationsScreenMessages,
  adminLoanApplicationsScreenValueMessages,
} from './AdminLoanApplicationsScreen/AdminLoanApplicationsScreen.messages.ts';

/** Every message group of the admin screens; registered once in intl/descriptors.ts. */
export const adminMessageGroups: Record<string, MessageDescriptor>[] = [
  adminSectionMessages,
  adminFlagMessages,
  adminFlagHintMessages,
  adminLedgerTypeMessages,
  adminAuditActionMessages,
  adminAuditTargetMessages,
  adminConfigNameMessages,
  adminCommonMessages,
  adminShellMessages,
  adminLoginScreenMessages,
  adminGateScreenMessages,
  adminGateScreenValueMessages,
  adminUsersScreenMessages,
  adminUsersScreenValueMessages,
  adminUserDetailScreenMessages,
  adminUserDetailScreenValueMessages,
  adminConfigScreenMessages,
  adminConfigScreenValueMessages,
  adminMessagesScreenMessages,
  adminMessagesScreenValueMessages,
  adminAuditScreenMessages,
  adminAuditScreenValueMessages,
  adminAgentApplicationsScreenMessages,
  adminAgentApplicationsScreenValueMessages,
  adminAgentRejectReasonMessages,
  adminNewsScreenMessages,
  adminNewsScreenValueMessages,
  adminReviewMessages,
  adminReviewValueMessages,
  adminRejectReasonMessages,
  adminIdentityReviewScreenMessages,
  adminIdentityReviewScreenValueMessages,
  adminDepositReviewScreenMessages,
  adminDepositReviewScreenValueMessages,
  adminWithdrawalReviewScreenMessages,
  adminWithdrawalReviewScreenValueMessages,
  adminAdjustmentsScreenMessages,
  adminAdjustmentsScreenValueMessages,
  adminUserSecurityMessages,
  adminUserSecurityValueMessages,
  adminFactorResetMessages,
  adminFactorResetValueMessages,
  adminFactorResetsScreenMessages,
  adminFactorResetsScreenValueMessages,
  adminIposScreenMessages,
  adminIposScreenValueMessages,
  adminDistributionsScreenMessages,
  adminDistributionsScreenValueMessages,
  adminBlockApplicationsScreenMessages,
  adminBlockApplicationsScreenValueMessages,
  adminDayTradeApplicationsScreenMessages,
  adminDayTradeApplicationsScreenValueMessages,
  adminLoanApplicationsScreenMessages,
  adminLoanApplicationsScreenValueMessages,
];
