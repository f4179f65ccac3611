import type { coreJp } from './core.jp.ts';

export const coreUs = {
  'app.validation.required': 'Please fill this in',
  'app.validation.accountPattern': 'Enter your ten-digit phone number',
  'app.validation.passwordPattern': 'Use half-width letters or digits only',
  'app.validation.passwordLength': 'Use 6 to 32 characters',
  'app.validation.passwordMismatch': 'The passwords do not match',
  'app.validation.inviteCodePattern': 'Invite codes are 4 to 16 letters or digits',
  'app.validation.agreementRequired': 'Please accept the user agreement',
  'app.register.success': 'You are registered. Please log in.',
  'app.login.passkeyFailed': 'Could not log in with a passkey. Try again, or log in with your password.',
  'app.logout.success': 'You have logged out',
  'error.network_error': 'Could not reach Kabuto. Check your connection and try again.',
} satisfies Record<keyof typeof coreJp, string>;
