import { defineMessages } from 'react-intl';

// The server's stable message codes (openapi MessageCode), keyed `error.<code>`. Defaults are Japanese.
export const errorMessages = defineMessages({
  invalidParameter: {
    id: 'error.invalid_parameter',
    defaultMessage: '入力内容に誤りがあります。確認してもう一度お試しください。',
    description: 'Server message code invalid_parameter: A request field was refused',
  },
  notLoggedIn: {
    id: 'error.not_logged_in',
    defaultMessage: 'ログインしてください。',
    description: 'Server message code not_logged_in: The session is missing or expired',
  },
  accountMismatch: {
    id: 'error.account_mismatch',
    defaultMessage: 'アカウント情報が一致しません。もう一度ログインしてください。',
    description: 'Server message code account_mismatch: The account header does not belong to the session',
  },
  notFound: {
    id: 'error.not_found',
    defaultMessage: 'お探しの情報が見つかりません。',
    description: 'Server message code not_found: The requested item does not exist',
  },
  systemBusy: {
    id: 'error.system_busy',
    defaultMessage: 'システムが混み合っています。しばらくしてからもう一度お試しください。',
    description: 'Server message code system_busy: A temporary server failure',
  },
  tooFrequent: {
    id: 'error.too_frequent',
    defaultMessage: '送信が頻繁すぎます。少し待ってからもう一度お試しください。',
    description: 'Server message code too_frequent: Rate limit: the same action was submitted too often',
  },
  accountExists: {
    id: 'error.account_exists',
    defaultMessage: 'このアカウントはすでに存在します。',
    description: 'Server message code account_exists: Registration with an account that already exists',
  },
  accountNotFound: {
    id: 'error.account_not_found',
    defaultMessage: 'アカウントが存在しません。',
    description: 'Server message code account_not_found: Login or lookup of an unknown account',
  },
  inviterNotFound: {
    id: 'error.inviter_not_found',
    defaultMessage: '招待コードが見つかりません。コードを確認してください。',
    description: 'Server message code inviter_not_found: The invite code given at registration is unknown',
  },
  wrongAccountOrPassword: {
    id: 'error.wrong_account_or_password',
    defaultMessage: 'アカウントまたはパスワードが正しくありません。',
    description: 'Server message code wrong_account_or_password: Login refused',
  },
  wrongOriginalPassword: {
    id: 'error.wrong_original_password',
    defaultMessage: '現在のパスワードが正しくありません。',
    description: 'Server message code wrong_original_password: Password change with a wrong current password',
  },
  accountFrozen: {
    id: 'error.account_frozen',
    defaultMessage: 'アカウントは凍結されています。カスタマーサービスにお問い合わせください。',
    description: 'Server message code account_frozen: The operator froze the account',
  },
  accountDisabled: {
    id: 'error.account_disabled',
    defaultMessage: 'アカウントは利用停止中です。カスタマーサービスにお問い合わせください。',
    description: 'Server message code account_disabled: The operator disabled the account',
  },
  accountBanned: {
    id: 'error.account_banned',
    defaultMessage: 'アカウントはログインが禁止されています。カスタマーサービスにお問い合わせください。',
    description: 'Server message code account_banned: The operator barred the account from logging in',
  },
  agreementRequired: {
    id: 'error.agreement_required',
    defaultMessage: '利用規約に同意してください。',
    description: 'Server message code agreement_required: Registration without accepting the user agreement',
  },
  phoneRegistered: {
    id: 'error.phone_registered',
    defaultMessage: 'この電話番号はすでに登録されています。',
    description: 'Server message code phone_registered: Registration with a phone number already in use',
  },
  wrongChannelPassword: {
    id: 'error.wrong_channel_password',
    defaultMessage: 'チャネルパスワードが正しくありません。',
    description: 'Server message code wrong_channel_password: A deposit channel password was wrong',
  },
  wrongFundPassword: {
    id: 'error.wrong_fund_password',
    defaultMessage: '資金パスワードが正しくありません。',
    description: 'Server message code wrong_fund_password: The fund password was wrong',
  },
  fundPasswordNotSet: {
    id: 'error.fund_password_not_set',
    defaultMessage: '資金パスワードが設定されていません。先に設定してください。',
    description: 'Server message code fund_password_not_set: A money movement needs a fund password that was never set',
  },
  insufficientBalance: {
    id: 'error.insufficient_balance',
    defaultMessage: '残高が不足しています。',
    description: 'Server message code insufficient_balance: Not enough cash',
  },
  insufficientAvailableBalance: {
    id: 'error.insufficient_available_balance',
    defaultMessage: '利用可能残高が不足しています。',
    description: 'Server message code insufficient_available_balance: Not enough available (unfrozen) cash',
  },
  insufficientWithdrawable: {
    id: 'error.insufficient_withdrawable',
    defaultMessage: '出金可能額が不足しています。',
    description: 'Server message code insufficient_withdrawable: Withdrawal above the withdrawable amount',
  },
  outsideDepositHours: {
    id: 'error.outside_deposit_hours',
    defaultMessage: '入金受付時間外です。受付時間内にもう一度お試しください。',
    description: 'Server message code outside_deposit_hours: Deposit outside deposit hours',
  },
  outsideWithdrawalHours: {
    id: 'error.outside_withdrawal_hours',
    defaultMessage: '出金受付時間外です。受付時間内にもう一度お試しください。',
    description: 'Server message code outside_withdrawal_hours: Withdrawal outside withdrawal hours',
  },
  pendingDepositExists: {
    id: 'error.pending_deposit_exists',
    defaultMessage: '処理中の入金があります。完了までお待ちください。',
    description: 'Server message code pending_deposit_exists: Only one pending deposit at a time',
  },
  kefuUnavailable: {
    id: 'error.kefu_unavailable',
    defaultMessage: 'カスタマーサービスのリンクを取得できませんでした。しばらくしてからお試しください。',
    description: 'Server message code kefu_unavailable: The customer-service link could not be obtained',
  },
  unpaidLoan: {
    id: 'error.unpaid_loan',
    defaultMessage: '未返済の借入があります。先に返済してください。',
    description: 'Server message code unpaid_loan: A new loan while one is unpaid',
  },
  loanLimitInsufficient: {
    id: 'error.loan_limit_insufficient',
    defaultMessage: '借入可能額が不足しています。',
    description: 'Server message code loan_limit_insufficient: Loan above the credit limit',
  },
  loanPendingReview: {
    id: 'error.loan_pending_review',
    defaultMessage: '審査中の借入申請があります。結果をお待ちください。',
    description: 'Server message code loan_pending_review: A loan application is already under review',
  },
  repaymentBelowMinimum: {
    id: 'error.repayment_below_minimum',
    defaultMessage: '返済額が最低返済額を下回っています。',
    description: 'Server message code repayment_below_minimum: Repayment below the minimum',
  },
  repaymentExceedsLoan: {
    id: 'error.repayment_exceeds_loan',
    defaultMessage: '返済額が借入残高を超えています。',
    description: 'Server message code repayment_exceeds_loan: Repayment above the amount owed',
  },
  cardExists: {
    id: 'error.card_exists',
    defaultMessage: 'この銀行口座はすでに登録されています。',
    description: 'Server message code card_exists: Adding a bank account that is already registered',
  },
  cardNotFound: {
    id: 'error.card_not_found',
    defaultMessage: '銀行口座が見つかりません。',
    description: 'Server message code card_not_found: Unknown bank account',
  },
  cardNotOwnName: {
    id: 'error.card_not_own_name',
    defaultMessage: 'ご本人名義の銀行口座のみ登録できます。',
    description: 'Server message code card_not_own_name: Bank account holder differs from the verified name',
  },
  realNameNotVerified: {
    id: 'error.real_name_not_verified',
    defaultMessage: '本人確認が完了していません。先に本人確認を行ってください。',
    description: 'Server message code real_name_not_verified: Action needs identity verification first',
  },
  realNamePending: {
    id: 'error.real_name_pending',
    defaultMessage: '本人確認は審査中です。結果をお待ちください。',
    description: 'Server message code real_name_pending: Identity documents already submitted and awaiting review',
  },
  orderNotFound: {
    id: 'error.order_not_found',
    defaultMessage: '注文が見つかりません。',
    description: 'Server message code order_not_found: Unknown order',
  },
  orderNotHolding: {
    id: 'error.order_not_holding',
    defaultMessage: 'この注文は保有中ではありません。',
    description: 'Server message code order_not_holding: Action needs an open position',
  },
  orderNotSubscribing: {
    id: 'error.order_not_subscribing',
    defaultMessage: 'この注文は申込中ではありません。',
    description: 'Server message code order_not_subscribing: Action needs an order in subscription',
  },
  orderNotInReview: {
    id: 'error.order_not_in_review',
    defaultMessage: 'この注文は審査中ではありません。',
    description: 'Server message code order_not_in_review: Action needs an order under review',
  },
  duplicateRequest: {
    id: 'error.duplicate_request',
    defaultMessage: 'この操作はすでに送信されています。重複して送信しないでください。',
    description: 'Server message code duplicate_request: The same action was already submitted',
  },
  idempotencyConflict: {
    id: 'error.idempotency_conflict',
    defaultMessage: '以前の送信と内容が異なります。画面を更新してもう一度お試しください。',
    description: 'Server message code idempotency_conflict: An idempotency key was reused with a different request',
  },
  ipoAlreadyApplied: {
    id: 'error.ipo_already_applied',
    defaultMessage: 'この新規公開株にはすでに申し込んでいます（1銘柄につき1回まで）。',
    description: 'Server message code ipo_already_applied: One application per account per new share',
  },
  ipoChannelClosed: {
    id: 'error.ipo_channel_closed',
    defaultMessage: '申込受付は開始されていません。',
    description: 'Server message code ipo_channel_closed: The subscription channel is not open',
  },
  ipoNotOpenYet: {
    id: 'error.ipo_not_open_yet',
    defaultMessage: 'まだ申込期間ではありません。',
    description: 'Server message code ipo_not_open_yet: Before the subscription period',
  },
  blockTradeClosed: {
    id: 'error.block_trade_closed',
    defaultMessage: '立会外分売の受付は終了しました。',
    description: 'Server message code block_trade_closed: The off-floor distribution window is closed',
  },
  dailyLimitReached: {
    id: 'error.daily_limit_reached',
    defaultMessage: '本日の購入上限に達しました。',
    description: 'Server message code daily_limit_reached: One application per stock per day',
  },
  blockMinShares: {
    id: 'error.block_min_shares',
    defaultMessage: '申込株数が最低株数を下回っています（最低100株）。',
    description: 'Server message code block_min_shares: Below the minimum shares (at least 100)',
  },
  blockMaxShares: {
    id: 'error.block_max_shares',
    defaultMessage: '申込株数が上限を超えています。',
    description: 'Server message code block_max_shares: Above the maximum shares',
  },
  lockupPeriod: {
    id: 'error.lockup_period',
    defaultMessage: 'ロックアップ期間中のため売却できません。',
    description: 'Server message code lockup_period: Selling during a lock-up period',
  },
  tPlusNoSell: {
    id: 'error.t_plus_no_sell',
    defaultMessage: '受渡日前のため、まだ売却できません。',
    description: 'Server message code t_plus_no_sell: Selling before settlement (T+x)',
  },
  listingDateNotReached: {
    id: 'error.listing_date_not_reached',
    defaultMessage: '上場日前のため取引できません。',
    description: 'Server message code listing_date_not_reached: Trading a new share before its listing date',
  },
  notTradingTime: {
    id: 'error.not_trading_time',
    defaultMessage: '取引時間外です。',
    description: 'Server message code not_trading_time: Order outside the market session',
  },
  priceUnavailable: {
    id: 'error.price_unavailable',
    defaultMessage: '株価を取得できませんでした。しばらくしてからお試しください。',
    description: 'Server message code price_unavailable: No quote for the stock',
  },
  priceLimitExceeded: {
    id: 'error.price_limit_exceeded',
    defaultMessage: '値幅制限を超えています。',
    description: 'Server message code price_limit_exceeded: Limit price outside the daily price limit',
  },
  marginNotEnabled: {
    id: 'error.margin_not_enabled',
    defaultMessage: '信用取引が有効になっていません。',
    description: 'Server message code margin_not_enabled: Leveraged order without margin trading',
  },
  walletAddressExists: {
    id: 'error.wallet_address_exists',
    defaultMessage: 'このウォレットアドレスはすでに登録されています。',
    description: 'Server message code wallet_address_exists: Wallet address already registered',
  },
  walletAddressMissing: {
    id: 'error.wallet_address_missing',
    defaultMessage: 'ウォレットアドレスが登録されていません。',
    description: 'Server message code wallet_address_missing: No wallet address registered',
  },
  coinNotFound: {
    id: 'error.coin_not_found',
    defaultMessage: 'この通貨は存在しないか、取り扱っていません。',
    description: 'Server message code coin_not_found: Unknown or closed coin type',
  },
  alreadyCheckedIn: {
    id: 'error.already_checked_in',
    defaultMessage: '本日はすでにチェックイン済みです。',
    description: 'Server message code already_checked_in: Daily check-in already done',
  },
  insufficientCheckinCount: {
    id: 'error.insufficient_checkin_count',
    defaultMessage: 'チェックイン回数が足りません。',
    description: 'Server message code insufficient_checkin_count: Not enough check-ins to redeem',
  },
  productClosed: {
    id: 'error.product_closed',
    defaultMessage: 'この商品は募集を終了したか、取り扱いを終了しました。',
    description: 'Server message code product_closed: Copy-trading product past its deadline or removed',
  },
  lendingQuotaFull: {
    id: 'error.lending_quota_full',
    defaultMessage: '貸株の受付枠に達しました。',
    description: 'Server message code lending_quota_full: Securities-lending quota full',
  },
  uploadFailed: {
    id: 'error.upload_failed',
    defaultMessage: 'ファイルのアップロードに失敗しました。もう一度お試しください。',
    description: 'Server message code upload_failed: File upload failed',
  },
});
