import { mineShell } from '../../mine/shared/fixtures.ts';
import type { PasskeyView, SecurityShell, SessionView, SignInEventView } from './types.ts';

/** The shell of a security screen in stories and tests: back to the menu, menu tab active. */
export function securityShell(title: string): SecurityShell {
  return mineShell(title);
}

/** Stories and tests show times in Japan time, whatever the machine's zone. */
export const fixtureTimeZone = 'Asia/Tokyo';

export const passkeys: PasskeyView[] = [
  {
    id: 'pk-3',
    name: 'iPhone 15',
    createdAt: '2026-11-18T21:04:00+09:00',
    lastUsedAt: '2026-11-24T08:55:00+09:00',
    multiDevice: true,
  },
  {
    id: 'pk-1',
    name: '自宅のパソコン',
    createdAt: '2026-10-02T19:30:00+09:00',
    lastUsedAt: null,
    multiDevice: false,
  },
];

/** A set of ten codes as the contract shapes them (`XXXX-XXXX-XXXX-XXXX`). */
export const recoveryCodeList: string[] = [
  'K7QM-2XRP-9VHT-4WCB',
  'P9WC-3HTR-B6NF-Y8ZJ',
  'R2VE-5KLQ-H4TX-9MCW',
  'D8PL-2QNV-W3JK-6RYF',
  'Z5GB-7TDH-C9XR-4WEP',
  'M6YH-8NKS-T2AV-5QDL',
  'F3RW-9JBE-K8MX-2PHT',
  'X4NC-6VGQ-R7DS-3ZLA',
  'B2TK-8YPF-M5WE-9HQC',
  'G7LD-4RMZ-V3XN-6KJS',
];

export const signInEvents: SignInEventView[] = [
  {
    id: 'si-9',
    time: '2026-11-24T08:55:00+09:00',
    method: 'passkey',
    outcome: 'success',
    browser: 'Safari',
    os: 'iOS',
    ipAddress: '203.0.113.24',
    newBrowser: false,
  },
  {
    id: 'si-8',
    time: '2026-11-23T03:14:00+09:00',
    method: 'password',
    outcome: 'wrong_password',
    browser: 'Chrome',
    os: 'Windows',
    ipAddress: '198.51.100.77',
    newBrowser: false,
  },
  {
    id: 'si-7',
    time: '2026-11-23T03:12:00+09:00',
    method: 'password',
    outcome: 'second_factor_required',
    browser: null,
    os: null,
    ipAddress: '198.51.100.77',
    newBrowser: false,
  },
  {
    id: 'si-6',
    time: '2026-11-20T22:41:00+09:00',
    method: 'passkey',
    outcome: 'success',
    browser: 'Chrome',
    os: 'macOS',
    ipAddress: '192.0.2.140',
    newBrowser: true,
  },
  {
    id: 'si-5',
    time: '2026-11-19T12:03:00+09:00',
    method: 'recovery',
    outcome: 'recovery_code_failed',
    browser: 'Firefox',
    os: 'Android',
    ipAddress: '2001:db8:85a3::8a2e:370:7334',
    newBrowser: false,
  },
];

export const sessions: SessionView[] = [
  {
    id: 's-current',
    browser: 'Safari',
    os: 'iOS',
    ipAddress: '203.0.113.24',
    method: 'passkey',
    createdAt: '2026-11-24T08:55:00+09:00',
    lastSeenAt: '2026-11-24T10:02:00+09:00',
    current: true,
  },
  {
    id: 's-2',
    browser: 'Chrome',
    os: 'macOS',
    ipAddress: '192.0.2.140',
    method: 'passkey',
    createdAt: '2026-11-20T22:41:00+09:00',
    lastSeenAt: '2026-11-23T21:18:00+09:00',
    current: false,
  },
  {
    id: 's-3',
    browser: 'Edge',
    os: 'Windows',
    ipAddress: '198.51.100.3',
    method: 'password',
    createdAt: '2026-11-12T09:10:00+09:00',
    lastSeenAt: '2026-11-21T17:45:00+09:00',
    current: false,
  },
];
