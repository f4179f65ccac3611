import { defineMessages } from 'react-intl';

/** Words every review queue (identity, deposits, withdrawals, manual adjustments) shares; ids `ui.adminReview.*`. */
export const adminReviewMessages = defineMessages({
  filter: { id: 'ui.adminReview.filter', defaultMessage: '状態', description: 'Filter of a queue by state' },
  filterAll: { id: 'ui.adminReview.filterAll', defaultMessage: 'すべて', description: 'Filter: every state' },
  account: {
    id: 'ui.adminReview.account',
    defaultMessage: '口座番号で絞り込み',
    description: 'Search field: only one user’s items',
  },
  accountHint: {
    id: 'ui.adminReview.accountHint',
    defaultMessage: '空欄ですべてのユーザー',
    description: 'Hint under the account search',
  },
  search: { id: 'ui.adminReview.search', defaultMessage: '絞り込む', description: 'Button: apply the filters' },
  oldestFirst: {
    id: 'ui.adminReview.oldestFirst',
    defaultMessage: '審査待ちは受付の古い順に並びます。',
    description: 'How the pending queue is ordered',
  },
  review: { id: 'ui.adminReview.review', defaultMessage: '審査する', description: 'Opens the review of an item' },
  close: {
    id: 'ui.adminReview.close',
    defaultMessage: '審査を閉じる',
    description: 'Closes a review without deciding',
  },
  approveHeading: { id: 'ui.adminReview.approveHeading', defaultMessage: '承認', description: 'Heading: approve' },
  rejectHeading: { id: 'ui.adminReview.rejectHeading', defaultMessage: '却下', description: 'Heading: reject' },
  reason: {
    id: 'ui.adminReview.reason',
    defaultMessage: '却下の理由',
    description: 'Field: the reason code the user reads',
  },
  reasonHint: {
    id: 'ui.adminReview.reasonHint',
    defaultMessage: 'ユーザーには理由の説明文が、ユーザーの言語で届きます。',
    description: 'Hint under the reason',
  },
  note: { id: 'ui.adminReview.note', defaultMessage: 'ユーザーへのメモ（任意）', description: 'Field: optional note' },
  noteHint: {
    id: 'ui.adminReview.noteHint',
    defaultMessage: '支払いやチャットアプリへの移動を求める内容は書かないでください。',
    description: 'Rule under a note to the user',
  },
  reject: { id: 'ui.adminReview.reject', defaultMessage: '却下する', description: 'Button: reject' },
  userText: {
    id: 'ui.adminReview.userText',
    defaultMessage: 'ユーザーに届く説明',
    description: 'Label of the text the user reads for the chosen reason',
  },
  confirmRejectTitle: {
    id: 'ui.adminReview.confirmRejectTitle',
    defaultMessage: '却下しますか？',
    description: 'Heading of the reject confirmation',
  },
  userHeading: {
    id: 'ui.adminReview.userHeading',
    defaultMessage: 'ユーザーの状況',
    description: 'Heading of the user’s context beside a review',
  },
  openUser: {
    id: 'ui.adminReview.openUser',
    defaultMessage: 'ユーザー詳細を開く',
    description: 'Link to the user’s page',
  },
  noName: {
    id: 'ui.adminReview.noName',
    defaultMessage: '本人確認前',
    description: 'Instead of a name that is not verified',
  },
  noRestrictions: {
    id: 'ui.adminReview.noRestrictions',
    defaultMessage: '制限なし',
    description: 'The user has no restriction',
  },
  available: { id: 'ui.adminReview.available', defaultMessage: '利用可能', description: 'Balance part: available' },
  held: { id: 'ui.adminReview.held', defaultMessage: '拘束中', description: 'Balance part: held' },
  loan: { id: 'ui.adminReview.loan', defaultMessage: '借入残高', description: 'Loan outstanding in yen' },
  recent: {
    id: 'ui.adminReview.recent',
    defaultMessage: '最近の取引',
    description: 'Heading: the latest ledger entries',
  },
  recentEmpty: {
    id: 'ui.adminReview.recentEmpty',
    defaultMessage: '取引はまだありません',
    description: 'No ledger entry yet',
  },
  openImage: {
    id: 'ui.adminReview.openImage',
    defaultMessage: '原寸で開く',
    description: 'Link: open an uploaded image at full size',
  },
  loading: { id: 'ui.adminReview.loading', defaultMessage: '読み込み中', description: 'Spoken while a part loads' },
  statePending: { id: 'ui.adminReview.statePending', defaultMessage: '審査待ち', description: 'Item state' },
  stateAwaitingSecond: {
    id: 'ui.adminReview.stateAwaitingSecond',
    defaultMessage: '2人目の承認待ち',
    description: 'Item state: approved once, waiting for a different operator',
  },
  stateApproved: { id: 'ui.adminReview.stateApproved', defaultMessage: '承認済み', description: 'Item state' },
  stateRejected: { id: 'ui.adminReview.stateRejected', defaultMessage: '却下', description: 'Item state' },
  stateCancelled: {
    id: 'ui.adminReview.stateCancelled',
    defaultMessage: 'ユーザーが取消',
    description: 'Item state: cancelled by the user while pending',
  },
  stateAllotted: {
    id: 'ui.adminReview.stateAllotted',
    defaultMessage: '配分済み',
    description: 'Distribution application state: shares delivered at close',
  },
  stateNotAllotted: {
    id: 'ui.adminReview.stateNotAllotted',
    defaultMessage: '配分なし',
    description: 'Distribution application state: nothing allotted at close, hold released',
  },
  stateApplied: {
    id: 'ui.adminReview.stateApplied',
    defaultMessage: '反映済み',
    description: 'Adjustment state: confirmed and applied to the ledger',
  },
});

/** Messages with values; the catalogue test keeps their placeholders the same in every language. */
export const adminReviewValueMessages = defineMessages<{
  reviewLabel: { account: string };
  submitted: { time: string };
  decided: { time: string; operator: string };
  rejectedFor: { reason: string };
  noteValue: { note: string };
  confirmReject: { account: string; reason: string };
  itemNumber: { id: string };
}>({
  reviewLabel: {
    id: 'ui.adminReview.reviewLabel',
    defaultMessage: '{account} の審査',
    description: 'Accessible name of the review of one item',
  },
  submitted: { id: 'ui.adminReview.submitted', defaultMessage: '受付 {time}', description: 'When it came in' },
  decided: {
    id: 'ui.adminReview.decided',
    defaultMessage: '{time} {operator} が決定',
    description: 'Who decided and when',
  },
  rejectedFor: { id: 'ui.adminReview.rejectedFor', defaultMessage: '理由: {reason}', description: 'The reason' },
  noteValue: { id: 'ui.adminReview.noteValue', defaultMessage: 'メモ: {note}', description: 'The note to the user' },
  confirmReject: {
    id: 'ui.adminReview.confirmReject',
    defaultMessage:
      '{account} の申請を「{reason}」として却下します。ユーザーにメッセージが届き、監査ログに記録されます。',
    description: 'Confirmation before rejecting',
  },
  itemNumber: { id: 'ui.adminReview.itemNumber', defaultMessage: '番号 {id}', description: 'The item’s number' },
});

/** The operator's short labels of the reject reason codes (the user reads the longer `error.<code>` text). */
export const adminRejectReasonMessages = defineMessages({
  identity_rejected_image_unreadable: {
    id: 'ui.adminReview.reason.imageUnreadable',
    defaultMessage: '画像が読み取れない',
    description: 'Reject reason identity_rejected_image_unreadable (operator’s label)',
  },
  identity_rejected_document_expired: {
    id: 'ui.adminReview.reason.documentExpired',
    defaultMessage: '書類の有効期限が切れている',
    description: 'Reject reason identity_rejected_document_expired (operator’s label)',
  },
  identity_rejected_name_mismatch: {
    id: 'ui.adminReview.reason.nameMismatch',
    defaultMessage: '氏名が書類と違う',
    description: 'Reject reason identity_rejected_name_mismatch (operator’s label)',
  },
  identity_rejected_id_number_mismatch: {
    id: 'ui.adminReview.reason.idNumberMismatch',
    defaultMessage: '番号が書類と違う',
    description: 'Reject reason identity_rejected_id_number_mismatch (operator’s label)',
  },
  identity_rejected_document_unsupported: {
    id: 'ui.adminReview.reason.documentUnsupported',
    defaultMessage: '受け付けていない種類の書類',
    description: 'Reject reason identity_rejected_document_unsupported (operator’s label)',
  },
  deposit_rejected_no_matching_transfer: {
    id: 'ui.adminReview.reason.noMatchingTransfer',
    defaultMessage: '該当する着金がない',
    description: 'Reject reason deposit_rejected_no_matching_transfer (operator’s label)',
  },
  deposit_rejected_amount_mismatch: {
    id: 'ui.adminReview.reason.amountMismatch',
    defaultMessage: '金額が着金と違う',
    description: 'Reject reason deposit_rejected_amount_mismatch (operator’s label)',
  },
  deposit_rejected_remitter_mismatch: {
    id: 'ui.adminReview.reason.remitterMismatch',
    defaultMessage: '振込人が本人でない',
    description: 'Reject reason deposit_rejected_remitter_mismatch (operator’s label)',
  },
  deposit_rejected_slip_unreadable: {
    id: 'ui.adminReview.reason.slipUnreadable',
    defaultMessage: '振込明細が読み取れない',
    description: 'Reject reason deposit_rejected_slip_unreadable (operator’s label)',
  },
  withdrawal_rejected_bank_returned: {
    id: 'ui.adminReview.reason.bankReturned',
    defaultMessage: '銀行から返金された',
    description: 'Reject reason withdrawal_rejected_bank_returned (operator’s label)',
  },
  withdrawal_rejected_card_name_mismatch: {
    id: 'ui.adminReview.reason.cardNameMismatch',
    defaultMessage: '口座名義が本人でない',
    description: 'Reject reason withdrawal_rejected_card_name_mismatch (operator’s label)',
  },
  withdrawal_rejected_compliance_check: {
    id: 'ui.adminReview.reason.complianceCheck',
    defaultMessage: 'コンプライアンス確認が必要',
    description: 'Reject reason withdrawal_rejected_compliance_check (operator’s label)',
  },
  block_rejected_insufficient_collateral: {
    id: 'ui.adminReview.reason.insufficientCollateral',
    defaultMessage: '拘束金が足りない',
    description: 'Reject reason block_rejected_insufficient_collateral (operator’s label)',
  },
  block_rejected_eligibility_not_met: {
    id: 'ui.adminReview.reason.eligibilityNotMet',
    defaultMessage: '参加資格がない（発行会社の関係者など）',
    description: 'Reject reason block_rejected_eligibility_not_met (operator’s label)',
  },
  block_rejected_duplicate_application: {
    id: 'ui.adminReview.reason.duplicateApplication',
    defaultMessage: '同じ銘柄・同じ日の重複申込',
    description: 'Reject reason block_rejected_duplicate_application (operator’s label)',
  },
  block_rejected_distribution_cancelled: {
    id: 'ui.adminReview.reason.distributionCancelled',
    defaultMessage: '分売が中止された',
    description: 'Reject reason block_rejected_distribution_cancelled (operator’s label)',
  },
  daytrade_rejected_insufficient_collateral: {
    id: 'ui.adminReview.reason.daytradeFundBelowMinimum',
    defaultMessage: '参加保証金が最低額未満',
    description: 'Reject reason daytrade_rejected_insufficient_collateral (operator’s label)',
  },
  daytrade_rejected_identity_not_verified: {
    id: 'ui.adminReview.reason.daytradeIdentityNotVerified',
    defaultMessage: '本人確認が未完了',
    description: 'Reject reason daytrade_rejected_identity_not_verified (operator’s label)',
  },
  daytrade_rejected_suitability_not_met: {
    id: 'ui.adminReview.reason.daytradeSuitabilityNotMet',
    defaultMessage: '適合性の基準を満たさない',
    description:
      'Reject reason daytrade_rejected_suitability_not_met (operator’s label): declared experience or assets below the margin-trading rules',
  },
  daytrade_rejected_account_restricted: {
    id: 'ui.adminReview.reason.daytradeAccountRestricted',
    defaultMessage: '取引停止中の口座',
    description: 'Reject reason daytrade_rejected_account_restricted (operator’s label)',
  },
  loan_rejected_insufficient_collateral: {
    id: 'ui.adminReview.reason.loanInsufficientCollateral',
    defaultMessage: '担保評価額が不足',
    description:
      'Reject reason loan_rejected_insufficient_collateral (operator’s label): the collateral does not support the amount',
  },
  loan_rejected_score_below_minimum: {
    id: 'ui.adminReview.reason.loanScoreBelowMinimum',
    defaultMessage: '信用スコアが基準未満',
    description: 'Reject reason loan_rejected_score_below_minimum (operator’s label)',
  },
  review_rejected_other: {
    id: 'ui.adminReview.reason.other',
    defaultMessage: 'その他（メモに書く）',
    description: 'Reject reason review_rejected_other (operator’s label)',
  },
});
