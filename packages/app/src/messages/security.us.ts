// App-owned strings of the account-protection routes (passkeys, recovery codes, sign-in history, sessions) in us.
export const securityUs: Record<string, string> = {
  'app.validation.passkeyName': 'Give the passkey a name of up to 40 characters',
  'app.validation.email': 'Enter an email address like name@example.jp',
  'app.validation.recoveryCode': 'A recovery code has 16 letters and digits, like K7QM-2XRP-9VHT-4WCB',
  'app.security.passkeyAdded': 'Passkey added',
  'app.security.passkeyRenamed': 'Passkey renamed',
  'app.security.passkeyRemoved': 'Passkey removed',
  'app.security.emailSaved': 'Notification email saved',
  'app.security.emailCleared': 'Email alerts stopped. Alerts still reach your inbox',
  'app.security.sessionEnded': 'That device is logged out',
  'app.security.otherSessionsEnded': 'Other devices logged out ({count})',
  'app.security.copyFailed': 'Could not copy. Press and hold to select the codes, then copy them',
  'app.security.recoverySignedIn': 'You logged in with a recovery code. Add a new passkey now',
};
