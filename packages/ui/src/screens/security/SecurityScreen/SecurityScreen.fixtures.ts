import { fieldBinding } from '../../FieldBinding.ts';
import { fixtureTimeZone, passkeys, recoveryCodeList, securityShell } from '../shared/fixtures.ts';
import type { NewRecoveryCodes, PasskeyRemoval, PasskeyRename, SecurityScreenProps } from './SecurityScreen.types.ts';

export const securityProps: SecurityScreenProps = {
  shell: securityShell('セキュリティ'),
  status: 'ready',
  onRetry: () => undefined,
  timeZone: fixtureTimeZone,
  passkeys,
  passkeySupported: true,
  passkeyRequiredForMoney: true,
  addPasskey: {
    nameField: fieldBinding('name'),
    onSubmit: (event) => event.preventDefault(),
    submitting: false,
  },
  onRename: () => undefined,
  onRemove: () => undefined,
  recoveryCodes: { remaining: 8, total: 10, generatedAt: '2026-11-18T21:06:00+09:00' },
  onGenerateRecoveryCodes: () => undefined,
  generatingRecoveryCodes: false,
  notificationEmail: {
    address: 'taro.yamada@example.jp',
    field: fieldBinding('email'),
    onSubmit: (event) => event.preventDefault(),
    submitting: false,
    onClear: () => undefined,
    clearing: false,
  },
  signInHistoryHref: '#/mine/security/history',
  sessionsHref: '#/mine/security/sessions',
};

/** A customer without a passkey, codes or e-mail: the call to set one up. */
export const securityEmpty: Pick<
  SecurityScreenProps,
  'passkeys' | 'addPasskey' | 'recoveryCodes' | 'notificationEmail'
> = {
  passkeys: [],
  addPasskey: { ...securityProps.addPasskey, passwordField: fieldBinding('password') },
  recoveryCodes: { remaining: 0, total: 10, generatedAt: null },
  notificationEmail: { ...securityProps.notificationEmail, address: null },
};

export const passkeyRename: PasskeyRename = {
  passkeyId: 'pk-1',
  nameField: fieldBinding('name'),
  onSubmit: (event) => event.preventDefault(),
  onCancel: () => undefined,
  submitting: false,
};

export const passkeyRemoval: PasskeyRemoval = {
  passkeyId: 'pk-1',
  onConfirm: () => undefined,
  onCancel: () => undefined,
  submitting: false,
};

export const newRecoveryCodes: NewRecoveryCodes = {
  codes: recoveryCodeList,
  onCopy: () => undefined,
  copied: false,
  account: '0900000001',
  saved: false,
  onSavedChange: () => undefined,
  onDone: () => undefined,
};
