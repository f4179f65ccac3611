import type { ResponseData } from '@kabuto/api-client';
import type { AdminFactorResetRow, AdminSignInRow, AdminUserFactorsView } from '@kabuto/ui/console';

// From the contract's console security answers to the screens' rows.

type FactorReset = ResponseData<'/admin/security/resets'>['items'][number];
type UserSecurity = ResponseData<'/admin/user/security'>;
type SignIn = ResponseData<'/admin/user/signIns'>['items'][number];

export function toFactorResetRow(reset: FactorReset): AdminFactorResetRow {
  return {
    id: reset.id,
    account: reset.account,
    reason: reset.reason,
    memo: reset.memo,
    status: reset.status,
    requestedBy: reset.requestedBy,
    requestedAt: reset.requestedAt,
    decidedBy: reset.decidedBy,
    decidedAt: reset.decidedAt,
    removedPasskeys: reset.removedPasskeys,
    removedRecoveryCodes: reset.removedRecoveryCodes,
    revokedSessions: reset.revokedSessions,
  };
}

export function toUserFactors(security: UserSecurity): AdminUserFactorsView {
  return {
    passkeys: security.passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
      multiDevice: passkey.multiDevice,
    })),
    recoveryCodesLeft: security.recoveryCodesLeft,
    recoveryCodesGeneratedAt: security.recoveryCodesGeneratedAt,
    notificationEmail: security.notificationEmail,
    pendingReset: security.pendingReset ? toFactorResetRow(security.pendingReset) : null,
  };
}

export function toSignInRow(event: SignIn): AdminSignInRow {
  return {
    id: event.id,
    time: event.time,
    method: event.method,
    outcome: event.outcome,
    browser: event.browser,
    os: event.os,
    ipAddress: event.ipAddress,
    userAgent: event.userAgent,
    newBrowser: event.newBrowser,
  };
}
