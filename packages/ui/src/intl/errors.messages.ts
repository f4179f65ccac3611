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
  tradingBarred: {
    id: 'error.trading_barred',
    defaultMessage:
      'お客さまの口座はお取引が停止されています。公式のサポートリンクからカスタマーサービスにお問い合わせください。',
    description:
      'Server message code trading_barred: The operator barred the account from trading (orders are refused); the user should contact support through the official support link',
  },
  withdrawalBarred: {
    id: 'error.withdrawal_barred',
    defaultMessage:
      'お客さまの口座は出金が停止されています。公式のサポートリンクからカスタマーサービスにお問い合わせください。',
    description:
      'Server message code withdrawal_barred: The operator barred the account from withdrawing; the user should contact support through the official support link',
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
  passwordUnchanged: {
    id: 'error.password_unchanged',
    defaultMessage: '新しいパスワードが現在のパスワードと同じです。別のパスワードを入力してください。',
    description: 'Server message code password_unchanged: The new password is the same as the current one.',
  },
  fundPasswordAlreadySet: {
    id: 'error.fund_password_already_set',
    defaultMessage: '資金パスワードは設定済みです。変更する場合は「資金パスワードの変更」をご利用ください。',
    description: 'Server message code fund_password_already_set: The fund password is already set; change it instead.',
  },
  fundPasswordSameAsLogin: {
    id: 'error.fund_password_same_as_login',
    defaultMessage: '資金パスワードはログインパスワードと異なるものを設定してください。',
    description:
      'Server message code fund_password_same_as_login: The fund password must differ from the login password.',
  },
  realNameAlreadyVerified: {
    id: 'error.real_name_already_verified',
    defaultMessage: '本人確認は完了しています。再度の提出は不要です。',
    description:
      'Server message code real_name_already_verified: The real name is already verified; nothing to submit.',
  },
  cardLimitReached: {
    id: 'error.card_limit_reached',
    defaultMessage: '登録できる銀行口座は5件までです。不要な口座を削除してから追加してください。',
    description:
      'Server message code card_limit_reached: The account already has the maximum number of bank cards (5).',
  },
  cardInUse: {
    id: 'error.card_in_use',
    defaultMessage: 'この口座への出金を処理中のため削除できません。出金の完了後に再度お試しください。',
    description:
      'Server message code card_in_use: A pending withdrawal pays to this card, so it cannot be removed yet.',
  },
  uploadInvalidImage: {
    id: 'error.upload_invalid_image',
    defaultMessage: '画像はJPEG・PNG・WebP形式、5MB以下のファイルを選択してください。',
    description:
      'Server message code upload_invalid_image: An uploaded file is not a JPEG, PNG or WebP image of at most 5 MB.',
  },
  seatAccount: {
    id: 'error.seat_account',
    defaultMessage: 'すでに代理店（シートアカウント）として登録されています。',
    description: 'Server message code seat_account: The user is already an agent (seat account).',
  },
  agentApplicationPending: {
    id: 'error.agent_application_pending',
    defaultMessage: '代理店の申請は審査中です。結果はメッセージでお知らせします。',
    description: 'Server message code agent_application_pending: An agent application is already waiting for review.',
  },
  operatorOnly: {
    id: 'error.operator_only',
    defaultMessage: 'この画面はオペレーター専用です。オペレーターのアカウントでログインしてください。',
    description:
      "Server message code operator_only: Every /admin operation answers this (403) to a session that is not an operator's.",
  },
  fourEyesRequired: {
    id: 'error.four_eyes_required',
    defaultMessage: 'この操作は別のオペレーターによる承認が必要です。他のオペレーターに確認を依頼してください。',
    description:
      'Server message code four_eyes_required: A large withdrawal or manual adjustment needs a second, different operator (403).',
  },
  reviewAlreadyDecided: {
    id: 'error.review_already_decided',
    defaultMessage: 'この申請はすでに処理されています。一覧を更新してください。',
    description:
      'Server message code review_already_decided: The review item is not in a state that allows this decision (409).',
  },
  adminItemLocked: {
    id: 'error.admin_item_locked',
    defaultMessage: 'この段階では変更できません。現在の状態を確認してください。',
    description: 'Server message code admin_item_locked: The item can no longer be changed at its current stage (409).',
  },
  datesOutOfOrder: {
    id: 'error.dates_out_of_order',
    defaultMessage: '日付の順序が正しくありません。開始日と終了日を確認してください。',
    description: 'Server message code dates_out_of_order: Dates or times of a schedule are not in order (422).',
  },
  ipoSeedAlreadyCommitted: {
    id: 'error.ipo_seed_already_committed',
    defaultMessage: '抽選シードのハッシュはすでに公開済みです。',
    description: 'Server message code ipo_seed_already_committed: The IPO draw seed hash was already committed (409).',
  },
  ipoSeedNotCommitted: {
    id: 'error.ipo_seed_not_committed',
    defaultMessage: '抽選シードのハッシュが未公開です。先にハッシュを公開してください。',
    description: 'Server message code ipo_seed_not_committed: The draw cannot run without a committed seed hash (422).',
  },
  ipoDrawNotReady: {
    id: 'error.ipo_draw_not_ready',
    defaultMessage: 'まだ抽選・割当の段階ではありません。申込期間・抽選日・公開価格を確認してください。',
    description:
      'Server message code ipo_draw_not_ready: The IPO is not ready for this step: subscription still open, lottery date not reached, seed not published or no offer price (422).',
  },
  ipoDrawAlreadyRun: {
    id: 'error.ipo_draw_already_run',
    defaultMessage: '抽選はすでに実施済みです。',
    description: 'Server message code ipo_draw_already_run: The lottery has already been run (409).',
  },
  ipoDrawNotRun: {
    id: 'error.ipo_draw_not_run',
    defaultMessage: '抽選が未実施です。先に抽選を実施してください。',
    description: 'Server message code ipo_draw_not_run: The step needs the lottery to have been run first (422).',
  },
  ipoAlreadyAllotted: {
    id: 'error.ipo_already_allotted',
    defaultMessage: 'この銘柄はすでに割当済みです。',
    description: 'Server message code ipo_already_allotted: The IPO has already been allotted (409).',
  },
  pendingReviewsExist: {
    id: 'error.pending_reviews_exist',
    defaultMessage: '未審査の申込があります。すべて承認または却下してから締め切ってください。',
    description: 'Server message code pending_reviews_exist: Applications are still pending review (422).',
  },
  basketWeightsInvalid: {
    id: 'error.basket_weights_invalid',
    defaultMessage: '構成銘柄または比率が正しくありません。同じ市場の銘柄で合計100.00%にしてください。',
    description:
      'Server message code basket_weights_invalid: A follow basket has unknown stocks, stocks of another market, or weights not summing to 100.00 (422).',
  },
  depositAmountOutOfRange: {
    id: 'error.deposit_amount_out_of_range',
    defaultMessage: '入金額が上限・下限の範囲外です。入金画面に表示された範囲内の金額を入力してください。',
    description:
      'Server message code deposit_amount_out_of_range: The notified deposit amount is outside the configured minimum and maximum.',
  },
  depositRejectedNoMatchingTransfer: {
    id: 'error.deposit_rejected_no_matching_transfer',
    defaultMessage: '該当する入金が確認できませんでした。振込内容をご確認のうえ、もう一度お知らせください。',
    description:
      'Server message code deposit_rejected_no_matching_transfer: Deposit rejected — no incoming transfer matched the notice.',
  },
  depositRejectedAmountMismatch: {
    id: 'error.deposit_rejected_amount_mismatch',
    defaultMessage: '振込金額とお知らせの金額が一致しません。正しい金額でもう一度お知らせください。',
    description:
      'Server message code deposit_rejected_amount_mismatch: Deposit rejected — the transferred amount differs from the notified amount.',
  },
  depositRejectedRemitterMismatch: {
    id: 'error.deposit_rejected_remitter_mismatch',
    defaultMessage: '振込人名義がご本人と一致しません。ご本人名義の口座から振り込んでください。',
    description:
      "Server message code deposit_rejected_remitter_mismatch: Deposit rejected — the transfer came from a name other than the account holder's.",
  },
  depositRejectedSlipUnreadable: {
    id: 'error.deposit_rejected_slip_unreadable',
    defaultMessage: '振込明細の画像が読み取れませんでした。鮮明な画像でもう一度お知らせください。',
    description:
      'Server message code deposit_rejected_slip_unreadable: Deposit rejected — the transfer slip could not be read.',
  },
  withdrawalRejectedBankReturned: {
    id: 'error.withdrawal_rejected_bank_returned',
    defaultMessage: '振込先の銀行から返金されました。金額は利用可能残高に戻っています。口座情報をご確認ください。',
    description:
      'Server message code withdrawal_rejected_bank_returned: Withdrawal rejected — the receiving bank returned the transfer; the hold is released.',
  },
  withdrawalRejectedCardNameMismatch: {
    id: 'error.withdrawal_rejected_card_name_mismatch',
    defaultMessage:
      '出金先口座の名義がご本人と一致しません。金額は利用可能残高に戻っています。ご本人名義の口座を登録してください。',
    description:
      'Server message code withdrawal_rejected_card_name_mismatch: Withdrawal rejected — the bank account is not in the verified name; the hold is released.',
  },
  withdrawalRejectedComplianceCheck: {
    id: 'error.withdrawal_rejected_compliance_check',
    defaultMessage:
      '確認の結果、今回の出金は実行されず、金額は利用可能残高に戻っています。公式サポートへお問い合わせください。出金のために支払いを求めることはありません。',
    description:
      'Server message code withdrawal_rejected_compliance_check: Withdrawal rejected after a compliance check; the hold is released. Never a reason to ask for payment.',
  },
  exchangeSameCurrency: {
    id: 'error.exchange_same_currency',
    defaultMessage: '両替元と両替先に異なる通貨を選んでください。',
    description:
      "Server message code exchange_same_currency: The exchange's source and target currencies are the same.",
  },
  quoteExpired: {
    id: 'error.quote_expired',
    defaultMessage: 'レートの有効期限が切れました。新しいレートを取得してください。',
    description: 'Server message code quote_expired: The exchange quote has expired or was already used.',
  },
  loanAmountBelowMinimum: {
    id: 'error.loan_amount_below_minimum',
    defaultMessage: '借入額が最低借入額を下回っています。最低借入額以上を入力してください。',
    description:
      'Server message code loan_amount_below_minimum: The loan application is below the minimum draw amount.',
  },
  loanRejectedInsufficientCollateral: {
    id: 'error.loan_rejected_insufficient_collateral',
    defaultMessage:
      '担保評価額が不足しているため承認されませんでした。借入可能額をご確認のうえ再度お申し込みください。',
    description:
      'Server message code loan_rejected_insufficient_collateral: Loan application rejected — the collateral value no longer supports the amount.',
  },
  loanRejectedScoreBelowMinimum: {
    id: 'error.loan_rejected_score_below_minimum',
    defaultMessage: '信用スコアが借入に必要な基準を下回っています。スコアの内訳で改善方法をご確認ください。',
    description:
      'Server message code loan_rejected_score_below_minimum: Loan application rejected — the credit score is below the minimum to borrow.',
  },
  instrumentNotFound: {
    id: 'error.instrument_not_found',
    defaultMessage: '銘柄が見つかりません。コードと市場を確認して、もう一度検索してください。',
    description: 'Server message code instrument_not_found: No instrument with this code in this market.',
  },
  invalidTickSize: {
    id: 'error.invalid_tick_size',
    defaultMessage: '呼値の単位に合わない価格です。呼値の単位で価格を入力し直してください。',
    description:
      'Server message code invalid_tick_size: The limit price is not a multiple of the tick size that applies at that price.',
  },
  invalidLotSize: {
    id: 'error.invalid_lot_size',
    defaultMessage: '数量が売買単位に合っていません。売買単位の倍数で入力してください。',
    description:
      'Server message code invalid_lot_size: The quantity is not a multiple of the trading unit, or below the minimum buy quantity.',
  },
  leverageNotAllowed: {
    id: 'error.leverage_not_allowed',
    defaultMessage: 'この倍率は選択できません。表示されている倍率から選んでください。',
    description:
      'Server message code leverage_not_allowed: The leverage multiple is not one the operator offers for this instrument.',
  },
  orderNotWorking: {
    id: 'error.order_not_working',
    defaultMessage: 'この注文は約定・取消・失効済みのため取り消せません。注文一覧を更新してください。',
    description:
      'Server message code order_not_working: The order is already filled, cancelled, rejected or expired and cannot be cancelled.',
  },
  cashDayTradeRestricted: {
    id: 'error.cash_day_trade_restricted',
    defaultMessage:
      '同じ日に売却した代金で同じ銘柄を買い直すことはできません（差金決済の禁止）。翌営業日に注文するか、他の資金をご利用ください。',
    description:
      'Server message code cash_day_trade_restricted: Japan cash account — re-buying a stock with the proceeds of selling it the same day (差金決済).',
  },
  watchlistExists: {
    id: 'error.watchlist_exists',
    defaultMessage: 'この銘柄はすでにお気に入りに登録されています。',
    description: 'Server message code watchlist_exists: The symbol is already in the watchlist.',
  },
  watchlistFull: {
    id: 'error.watchlist_full',
    defaultMessage: 'お気に入りは1市場につき100銘柄までです。不要な銘柄を削除してから追加してください。',
    description: "Server message code watchlist_full: The market's watchlist already holds 100 symbols.",
  },
  watchlistChanged: {
    id: 'error.watchlist_changed',
    defaultMessage: 'お気に入りが変更されています。一覧を更新してから並べ替えてください。',
    description:
      'Server message code watchlist_changed: The watchlist changed since it was loaded, so the new order does not match it.',
  },
  ipoLotsOverLimit: {
    id: 'error.ipo_lots_over_limit',
    defaultMessage: 'この新規公開株の申込上限を超えています。口数を減らしてください。',
    description: 'Server message code ipo_lots_over_limit: More lots than this IPO allows one account.',
  },
  ipoDeadlinePassed: {
    id: 'error.ipo_deadline_passed',
    defaultMessage: '申込期限を過ぎたため取消できません。抽選結果をお待ちください。',
    description:
      'Server message code ipo_deadline_passed: The IPO application deadline passed; applications can no longer be cancelled.',
  },
  blockLotMultiple: {
    id: 'error.block_lot_multiple',
    defaultMessage: '株数は売買単位（100株）の倍数で入力してください。',
    description:
      'Server message code block_lot_multiple: A distribution quantity that is not a multiple of the lot size.',
  },
  followBelowMinimum: {
    id: 'error.follow_below_minimum',
    defaultMessage: '最低投資金額以上の金額を入力してください。',
    description: "Server message code follow_below_minimum: A follow amount below the product's minimum investment.",
  },
  daytradeFundBelowMinimum: {
    id: 'error.daytrade_fund_below_minimum',
    defaultMessage: '参加資金が最低額に達していません。最低額以上を入力してください。',
    description: 'Server message code daytrade_fund_below_minimum: A participation fund below the minimum.',
  },
  daytradeApplicationExists: {
    id: 'error.daytrade_application_exists',
    defaultMessage: '一日信用の申込はすでにあります。審査結果をお待ちいただくか、現在の口座をご利用ください。',
    description:
      'Server message code daytrade_application_exists: A day-trade application is already submitted, under review or approved.',
  },
  daytradeBuyingPowerExceeded: {
    id: 'error.daytrade_buying_power_exceeded',
    defaultMessage: '必要証拠金が利用可能額を超えています。株数を減らすか、建玉を決済してください。',
    description:
      'Server message code daytrade_buying_power_exceeded: The order needs more margin than the participation fund leaves available.',
  },
  daytradePositionsOpen: {
    id: 'error.daytrade_positions_open',
    defaultMessage: '未決済の建玉または注文があります。決済後に再度お試しください（大引けで自動決済されます）。',
    description:
      'Server message code daytrade_positions_open: The day-trade account cannot be closed while positions or orders are open.',
  },
  daytradeDebtOutstanding: {
    id: 'error.daytrade_debt_outstanding',
    defaultMessage: '一日信用の不足金が残っています。入金で不足金を解消するまで新しい注文はできません。',
    description:
      'Server message code daytrade_debt_outstanding: A day-trade loss beyond the fund that cash could not cover is still owed; no new day-trade orders until it is paid.',
  },
  identityRejectedImageUnreadable: {
    id: 'error.identity_rejected_image_unreadable',
    defaultMessage: '本人確認書類の画像が読み取れませんでした。表面と裏面を鮮明に撮影し、もう一度提出してください。',
    description:
      'Server message code identity_rejected_image_unreadable: Identity verification rejected — the ID images could not be read.',
  },
  identityRejectedDocumentExpired: {
    id: 'error.identity_rejected_document_expired',
    defaultMessage: '本人確認書類の有効期限が切れています。有効期限内の書類でもう一度提出してください。',
    description:
      'Server message code identity_rejected_document_expired: Identity verification rejected — the ID document has expired.',
  },
  identityRejectedNameMismatch: {
    id: 'error.identity_rejected_name_mismatch',
    defaultMessage:
      '入力された氏名が本人確認書類と一致しません。書類どおりの氏名を入力して、もう一度提出してください。',
    description:
      'Server message code identity_rejected_name_mismatch: Identity verification rejected — the entered name differs from the document.',
  },
  identityRejectedIdNumberMismatch: {
    id: 'error.identity_rejected_id_number_mismatch',
    defaultMessage: '入力された番号が本人確認書類と一致しません。書類の番号をご確認のうえ、もう一度提出してください。',
    description:
      'Server message code identity_rejected_id_number_mismatch: Identity verification rejected — the entered ID number differs from the document.',
  },
  identityRejectedDocumentUnsupported: {
    id: 'error.identity_rejected_document_unsupported',
    defaultMessage:
      'この種類の書類はご利用いただけません。マイナンバーカード、運転免許証またはパスポートでもう一度提出してください。',
    description:
      'Server message code identity_rejected_document_unsupported: Identity verification rejected — this kind of document is not accepted.',
  },
  reviewRejectedOther: {
    id: 'error.review_rejected_other',
    defaultMessage: '審査の結果、承認されませんでした。担当者からのメッセージをご確認ください。',
    description: "Server message code review_rejected_other: Rejected for another reason — see the operator's note.",
  },
  blockRejectedInsufficientCollateral: {
    id: 'error.block_rejected_insufficient_collateral',
    defaultMessage:
      '拘束中の資金が申込金額に足りないため、承認されませんでした。資金は利用可能残高に戻っています。残高をご確認のうえ、もう一度お申し込みください。',
    description:
      'Server message code block_rejected_insufficient_collateral: Block-distribution application rejected — the held funds no longer cover it; the hold is released.',
  },
  blockRejectedEligibilityNotMet: {
    id: 'error.block_rejected_eligibility_not_met',
    defaultMessage: 'このお客さまは今回の立会外分売にお申し込みいただけません。資金は利用可能残高に戻っています。',
    description:
      'Server message code block_rejected_eligibility_not_met: Block-distribution application rejected — the account is not eligible (e.g. an insider of the issuer); the hold is released.',
  },
  blockRejectedDuplicateApplication: {
    id: 'error.block_rejected_duplicate_application',
    defaultMessage:
      '同じ日に同じ銘柄への申込がすでにあります。資金は利用可能残高に戻っています。既存の申込をご確認ください。',
    description:
      'Server message code block_rejected_duplicate_application: Block-distribution application rejected — another application for this stock on this day exists; the hold is released.',
  },
  blockRejectedDistributionCancelled: {
    id: 'error.block_rejected_distribution_cancelled',
    defaultMessage: 'この立会外分売は中止されました。資金は利用可能残高に戻っています。',
    description:
      'Server message code block_rejected_distribution_cancelled: Block-distribution application rejected — the distribution was cancelled; the hold is released.',
  },
  daytradeRejectedInsufficientCollateral: {
    id: 'error.daytrade_rejected_insufficient_collateral',
    defaultMessage:
      '参加資金が最低額に達していないため、承認されませんでした。資金は利用可能残高に戻っています。最低額以上でもう一度お申し込みください。',
    description:
      'Server message code daytrade_rejected_insufficient_collateral: Day-trade application rejected — the participation fund is below the minimum; the fund is released.',
  },
  daytradeRejectedIdentityNotVerified: {
    id: 'error.daytrade_rejected_identity_not_verified',
    defaultMessage:
      '本人確認が完了していないため、承認されませんでした。資金は利用可能残高に戻っています。本人確認を完了してから、もう一度お申し込みください。',
    description:
      'Server message code daytrade_rejected_identity_not_verified: Day-trade application rejected — identity verification is not complete; the fund is released.',
  },
  daytradeRejectedSuitabilityNotMet: {
    id: 'error.daytrade_rejected_suitability_not_met',
    defaultMessage:
      'ご申告の投資経験または資産状況が信用取引の適合性基準を満たしていないため、承認されませんでした。資金は利用可能残高に戻っています。',
    description:
      'Server message code daytrade_rejected_suitability_not_met: Day-trade application rejected — the declared experience or assets do not meet the suitability rules; the fund is released.',
  },
  daytradeRejectedAccountRestricted: {
    id: 'error.daytrade_rejected_account_restricted',
    defaultMessage:
      'お客さまの口座は現在お取引が制限されているため、承認されませんでした。資金は利用可能残高に戻っています。公式サポートへお問い合わせください。',
    description:
      'Server message code daytrade_rejected_account_restricted: Day-trade application rejected — the account is barred from trading; the fund is released.',
  },
  agentRejectedEligibilityNotMet: {
    id: 'error.agent_rejected_eligibility_not_met',
    defaultMessage:
      '現時点ではエージェントプログラムの条件を満たしていないため、承認されませんでした。しばらくしてから再度お申し込みください。',
    description:
      'Server message code agent_rejected_eligibility_not_met: Agent application rejected — the account does not meet the programme rules yet; may apply again later.',
  },
  agentRejectedAccountRestricted: {
    id: 'error.agent_rejected_account_restricted',
    defaultMessage:
      'お客さまの口座には現在制限がかかっているため、承認されませんでした。公式のサポートリンクからカスタマーサービスにお問い合わせください。',
    description:
      'Server message code agent_rejected_account_restricted: Agent application rejected — the account is under a restriction; contact support.',
  },
  // Account protection (issue 19): passkeys, step-up, recovery codes, factor resets, common passwords.
  passwordTooCommon: {
    id: 'error.password_too_common',
    defaultMessage:
      'このパスワードは推測されやすいため使えません。ほかのサービスで使っていない、長く推測されにくいパスワードを設定してください。',
    description:
      'Server message code password_too_common: A common or breached password was refused at registration or password change',
  },
  passkeyRequired: {
    id: 'error.passkey_required',
    defaultMessage: 'この操作にはパスキーの登録が必要です。「セキュリティ」からパスキーを登録してください。',
    description:
      'Server message code passkey_required: A withdrawal, bank-card change or step-up needs a registered passkey first',
  },
  passkeySignInRequired: {
    id: 'error.passkey_sign_in_required',
    defaultMessage: 'パスワードを確認しました。続けてパスキーで確認してください。',
    description:
      'Server message code passkey_sign_in_required: The password was right; the sign-in continues with the passkey (second step)',
  },
  stepUpRequired: {
    id: 'error.step_up_required',
    defaultMessage: '安全のため、パスキーでの確認が必要です。確認してからもう一度お試しください。',
    description:
      'Server message code step_up_required: A withdrawal, bank-card or security change needs a fresh passkey check (step-up) on this session',
  },
  passkeyVerificationFailed: {
    id: 'error.passkey_verification_failed',
    defaultMessage: 'パスキーを確認できませんでした。お客さまの口座に登録済みのパスキーで、もう一度お試しください。',
    description:
      'Server message code passkey_verification_failed: The passkey answer did not verify: not one of the account passkeys, or the check ran out or failed',
  },
  passkeyNotFound: {
    id: 'error.passkey_not_found',
    defaultMessage: 'このパスキーは見つかりません。画面を更新してください。',
    description:
      'Server message code passkey_not_found: The passkey to rename or remove does not exist (already removed)',
  },
  passkeyAlreadyRegistered: {
    id: 'error.passkey_already_registered',
    defaultMessage: 'このパスキーはすでに登録されています。',
    description:
      'Server message code passkey_already_registered: The authenticator already holds a passkey registered to this account',
  },
  passkeyLimitReached: {
    id: 'error.passkey_limit_reached',
    defaultMessage: '登録できるパスキーは10件までです。使っていないパスキーを削除してから追加してください。',
    description: 'Server message code passkey_limit_reached: The account already has the most passkeys allowed (10)',
  },
  signInExpired: {
    id: 'error.sign_in_expired',
    defaultMessage: 'ログインの有効期限が切れました。もう一度パスワードからログインしてください。',
    description:
      'Server message code sign_in_expired: The pending sign-in (between password and passkey) expired, was used or ran out of attempts',
  },
  recoveryCodeInvalid: {
    id: 'error.recovery_code_invalid',
    defaultMessage: 'リカバリーコードが正しくないか、すでに使用されています。',
    description: 'Server message code recovery_code_invalid: A wrong or already used recovery code',
  },
  factorResetPending: {
    id: 'error.factor_reset_pending',
    defaultMessage: 'このお客さまの認証リセットは、すでに承認待ちです。',
    description:
      'Server message code factor_reset_pending: Console: a factor reset for this customer is already waiting for a second operator',
  },
  noFactorsToReset: {
    id: 'error.no_factors_to_reset',
    defaultMessage: 'このお客さまには、リセットするパスキーやリカバリーコードがありません。',
    description:
      'Server message code no_factors_to_reset: Console: the customer has no passkeys or recovery codes to reset',
  },
});
