// The funding screens' messages in us (identity, bank cards, deposits, withdrawals), loaded with their routes. Keys
// must match the Japanese catalogue exactly (catalogues.test.tsx).
export const fundingUs: Record<string, string> = {
  // Shared
  'ui.funding.loading': 'Loading',
  'ui.funding.loadMore': 'Show more',
  'ui.funding.allLoaded': 'Everything is shown',
  'ui.funding.yen': 'yen',
  'ui.funding.contactSupport': 'Contact customer service',
  'ui.funding.ordinary': 'Ordinary',
  'ui.funding.current': 'Current',
  'ui.funding.savings': 'Savings',
  'ui.funding.hoursBusinessDays':
    'Business days {opens}–{closes} (Japan time; closed weekends, public holidays and New Year)',
  'ui.funding.hoursEveryDay': 'Every day {opens}–{closes} (Japan time)',
  'ui.funding.openNow': 'Open now',
  'ui.funding.closedNow': 'Closed now',
  'ui.funding.nextOpen': 'Opens next: {time}',
  'ui.funding.bankLine': '{bank}, {branch}',
  'ui.funding.accountLine': '{type} {number}',
  'ui.funding.holderLine': 'Holder: {name}',
  'ui.funding.neverPayTitle': 'Beware of scams',
  'ui.funding.neverPersonalAccount':
    'Kabuto never asks you to pay into a personal account. The only account to deposit to is the one in the firm’s name on this screen.',
  'ui.funding.neverChatApp':
    'Our staff never ask you to move to a chat app such as LINE, and never ask you to pay to withdraw.',
  'ui.funding.neverPayToWithdraw':
    'No fee, tax, deposit or credit score ever unlocks a withdrawal. Anyone who asks you to pay is a scammer.',
  'ui.funding.reportScam':
    'If someone contacts you with such a request, ask our official customer service before paying.',
  'ui.funding.copied': '{label} copied',
  // Identity (/mine/verified)
  'ui.identityScreen.title': 'Identity verification',
  'ui.identityScreen.unverified': 'Not submitted',
  'ui.identityScreen.reviewing': 'Under review',
  'ui.identityScreen.verified': 'Verified',
  'ui.identityScreen.rejected': 'Resubmit',
  'ui.identityScreen.statusHeading': 'Verification status',
  'ui.identityScreen.whyText':
    'You need to verify your identity to trade and withdraw. As the law requires, we check who you are from an ID document.',
  'ui.identityScreen.documentsHeading': 'Accepted documents',
  'ui.identityScreen.documentMyNumber': 'My Number card',
  'ui.identityScreen.documentLicence': 'Driver’s licence',
  'ui.identityScreen.documentPassport': 'Passport',
  'ui.identityScreen.documentResidence': 'Residence card',
  'ui.identityScreen.reviewingText':
    'We are checking the documents you sent and will tell you the result in your messages. You cannot submit again while the review is under way.',
  'ui.identityScreen.verifiedText': 'Your identity is verified. You can trade and withdraw.',
  'ui.identityScreen.nameChange': 'If your name changes, please contact customer service.',
  'ui.identityScreen.rejectedTitle': 'We could not verify your identity',
  'ui.identityScreen.operatorNote': 'Message from our staff',
  'ui.identityScreen.rejectedNext':
    'Please check the reason and submit again with the form below. Submitting again is free of charge.',
  'ui.identityScreen.name': 'Full name',
  'ui.identityScreen.nameHint': 'Exactly as on your ID document (e.g. 山田 太郎)',
  'ui.identityScreen.nameKana': 'Name in katakana',
  'ui.identityScreen.nameKanaHint':
    'Full-width katakana (e.g. ヤマダ タロウ). Compared with the holder name of your bank account for withdrawals',
  'ui.identityScreen.idNumber': 'ID document number',
  'ui.identityScreen.idNumberHint': 'Letters, digits and hyphens (4–32 characters)',
  'ui.identityScreen.front': 'ID document (front)',
  'ui.identityScreen.back': 'ID document (back)',
  'ui.identityScreen.imageHint': 'JPEG, PNG or WebP, up to 5 MB. Show all four corners and make sure the text is sharp',
  'ui.identityScreen.imageUse': 'Only the staff who review it can see the images, and they are used for nothing else.',
  'ui.identityScreen.submittedAt': 'Submitted',
  'ui.identityScreen.reviewedAt': 'Reviewed',
  'ui.identityScreen.submit': 'Submit',
  'ui.identityScreen.formHeading': 'Submit your documents',
  'ui.identityScreen.nextHeading': 'Next steps',
  'ui.identityScreen.nextFundPassword': 'Set a fund password',
  'ui.identityScreen.nextBank': 'Add a bank account for withdrawals',
  'ui.identityScreen.nextDeposit': 'Deposit',
  'ui.identityScreen.consent':
    'I agree to the <link>handling of personal information</link> and submit my documents for verification',
};
