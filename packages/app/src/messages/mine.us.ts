// App-owned strings of the mine routes in us.
export const mineUs: Record<string, string> = {
  'app.validation.passwordUnchanged': 'Enter a password different from the current one',
  'app.validation.fundPasswordSameAsLogin': 'Use a fund password different from your login password',
  'app.validation.wholePoints': 'Enter points as half-width digits',
  'app.validation.redeemMin': 'That is fewer points than can be redeemed',
  'app.validation.redeemStep': 'Enter points in the stated steps',
  'app.validation.redeemOverBalance': 'That is more points than you have',
  'app.validation.date': 'Enter a valid date',
  'app.validation.dateRangeOrder': 'The start date must not be after the end date',
  'app.validation.dateRangeTooLong': 'Choose a range of at most 366 days',
  'app.mine.checkedIn': 'Checked in (+{points} pt)',
  'app.mine.redeemed': 'Redeemed {points} pt for {amount}',
  'app.mine.agentApplied': 'We have your agent application and will tell you the result in a message.',
  'app.mine.copyFailed': 'Could not copy. Press and hold the invite code to copy it.',
  'app.mine.markedRead': 'All messages marked read',
  'app.mine.passwordChanged': 'Login password changed. Log in with the new password.',
};
