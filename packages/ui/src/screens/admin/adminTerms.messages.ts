import { defineMessages } from 'react-intl';

// The console's shared vocabulary. Object keys are the contract's values; ids are camelCase under ui.adminTerms.

export const adminSectionMessages = defineMessages({
  users: { id: 'ui.adminTerms.section.users', defaultMessage: 'ユーザー', description: 'Console section: users' },
  messages: {
    id: 'ui.adminTerms.section.messages',
    defaultMessage: 'メッセージ',
    description: 'Console section: messages sent to users',
  },
  agents: {
    id: 'ui.adminTerms.section.agents',
    defaultMessage: 'エージェント申請',
    description: 'Console section: the review queue of applications to become an agent (seat account)',
  },
  news: {
    id: 'ui.adminTerms.section.news',
    defaultMessage: 'ニュース',
    description: 'Console section: news articles published to users',
  },
  config: { id: 'ui.adminTerms.section.config', defaultMessage: 'サイト設定', description: 'Console section: config' },
  audit: {
    id: 'ui.adminTerms.section.audit',
    defaultMessage: '監査ログ',
    description: 'Console section: the append-only log of operator actions',
  },
  identity: {
    id: 'ui.adminTerms.section.identity',
    defaultMessage: '本人確認審査',
    description: 'Console section: the identity verification review queue',
  },
  deposits: {
    id: 'ui.adminTerms.section.deposits',
    defaultMessage: '入金審査',
    description: 'Console section: the deposit notice review queue',
  },
  withdrawals: {
    id: 'ui.adminTerms.section.withdrawals',
    defaultMessage: '出金審査',
    description: 'Console section: the withdrawal review queue (four eyes above a threshold)',
  },
  adjustments: {
    id: 'ui.adminTerms.section.adjustments',
    defaultMessage: '手動調整',
    description: 'Console section: manual cash credits and debits, confirmed by a second operator',
  },
  factorResets: {
    id: 'ui.adminTerms.section.factorResets',
    defaultMessage: '認証リセット',
    description: 'Console section: resets of customers’ passkeys and recovery codes, approved by a second operator',
  },
  ipos: {
    id: 'ui.adminTerms.section.ipos',
    defaultMessage: 'IPO管理',
    description: 'Console section: IPOs and their verifiable draw',
  },
  distributions: {
    id: 'ui.adminTerms.section.distributions',
    defaultMessage: '立会外分売',
    description: 'Console section: off-floor distributions',
  },
  blockApplications: {
    id: 'ui.adminTerms.section.blockApplications',
    defaultMessage: '分売申込審査',
    description: 'Console section: the review queue of distribution applications',
  },
  dayTrade: {
    id: 'ui.adminTerms.section.dayTrade',
    defaultMessage: '一日信用審査',
    description: 'Console section: the review queue of one-day margin (day-trading) applications',
  },
  loan: {
    id: 'ui.adminTerms.section.loan',
    defaultMessage: '借入審査',
    description: 'Console section: the review queue of draws on the securities-backed credit line',
  },
  followProducts: {
    id: 'ui.adminTerms.section.followProducts',
    defaultMessage: 'コピートレード商品',
    description: 'Console section: copy-trading products (create, edit, open, close, end)',
  },
});

export const adminFlagMessages = defineMessages({
  frozen: {
    id: 'ui.adminTerms.flag.frozen',
    defaultMessage: '凍結',
    description: 'Account restriction: may log in and look, but nothing moves',
  },
  disabled: {
    id: 'ui.adminTerms.flag.disabled',
    defaultMessage: '利用停止',
    description: 'Account restriction: the account is closed to all use',
  },
  loginBanned: {
    id: 'ui.adminTerms.flag.loginBanned',
    defaultMessage: 'ログイン禁止',
    description: 'Account restriction: may not log in',
  },
  tradingBarred: {
    id: 'ui.adminTerms.flag.tradingBarred',
    defaultMessage: '取引停止',
    description: 'Account restriction: may not place orders',
  },
  withdrawalBarred: {
    id: 'ui.adminTerms.flag.withdrawalBarred',
    defaultMessage: '出金停止',
    description: 'Account restriction: may not withdraw',
  },
});

export const adminFlagHintMessages = defineMessages({
  frozen: {
    id: 'ui.adminTerms.flagHint.frozen',
    defaultMessage: 'ログインと閲覧はできますが、注文・入出金・振替はできません。',
    description: 'What the frozen restriction does',
  },
  disabled: {
    id: 'ui.adminTerms.flagHint.disabled',
    defaultMessage: 'アカウントのすべての利用を止め、ログイン中のセッションも終了します。',
    description: 'What the disabled restriction does',
  },
  loginBanned: {
    id: 'ui.adminTerms.flagHint.loginBanned',
    defaultMessage: 'ログインできなくなり、ログイン中のセッションも終了します。',
    description: 'What the login ban does',
  },
  tradingBarred: {
    id: 'ui.adminTerms.flagHint.tradingBarred',
    defaultMessage: '新しい注文を出せなくなります。',
    description: 'What the trading bar does',
  },
  withdrawalBarred: {
    id: 'ui.adminTerms.flagHint.withdrawalBarred',
    defaultMessage: '出金を申請できなくなります。',
    description: 'What the withdrawal bar does',
  },
});

export const adminLedgerTypeMessages = defineMessages({
  deposit: { id: 'ui.adminTerms.ledger.deposit', defaultMessage: '入金', description: 'Ledger entry type' },
  withdrawal: { id: 'ui.adminTerms.ledger.withdrawal', defaultMessage: '出金', description: 'Ledger entry type' },
  stock_purchase: {
    id: 'ui.adminTerms.ledger.stockPurchase',
    defaultMessage: '株式買付',
    description: 'Ledger entry type',
  },
  stock_sale: { id: 'ui.adminTerms.ledger.stockSale', defaultMessage: '株式売却', description: 'Ledger entry type' },
  buy_fee: { id: 'ui.adminTerms.ledger.buyFee', defaultMessage: '買付手数料', description: 'Ledger entry type' },
  sell_fee: { id: 'ui.adminTerms.ledger.sellFee', defaultMessage: '売却手数料', description: 'Ledger entry type' },
  stamp_duty: { id: 'ui.adminTerms.ledger.stampDuty', defaultMessage: '印紙税', description: 'Ledger entry type' },
  follow_return: {
    id: 'ui.adminTerms.ledger.followReturn',
    defaultMessage: 'フォロー運用の払戻',
    description: 'Ledger entry type: money back from a copy-trading product',
  },
  follow_fee: {
    id: 'ui.adminTerms.ledger.followFee',
    defaultMessage: 'フォロー運用の手数料',
    description: 'Ledger entry type: copy-trading fee',
  },
  ipo_payment: { id: 'ui.adminTerms.ledger.ipoPayment', defaultMessage: 'IPO払込', description: 'Ledger entry type' },
  ipo_refund: { id: 'ui.adminTerms.ledger.ipoRefund', defaultMessage: 'IPO返金', description: 'Ledger entry type' },
  distribution_payment: {
    id: 'ui.adminTerms.ledger.distributionPayment',
    defaultMessage: '立会外分売の払込',
    description: 'Ledger entry type',
  },
  exchange: { id: 'ui.adminTerms.ledger.exchange', defaultMessage: '両替', description: 'Ledger entry type' },
  loan: { id: 'ui.adminTerms.ledger.loan', defaultMessage: '融資実行', description: 'Ledger entry type' },
  loan_repayment: {
    id: 'ui.adminTerms.ledger.loanRepayment',
    defaultMessage: '融資返済',
    description: 'Ledger entry type',
  },
  loan_interest: {
    id: 'ui.adminTerms.ledger.loanInterest',
    defaultMessage: '融資利息',
    description: 'Ledger entry type',
  },
  margin_topup: {
    id: 'ui.adminTerms.ledger.marginTopup',
    defaultMessage: '追加保証金',
    description: 'Ledger entry type',
  },
  rebate: { id: 'ui.adminTerms.ledger.rebate', defaultMessage: '紹介報酬', description: 'Ledger entry type' },
  checkin_reward: {
    id: 'ui.adminTerms.ledger.checkinReward',
    defaultMessage: 'チェックイン特典',
    description: 'Ledger entry type',
  },
  opening_credit: {
    id: 'ui.adminTerms.ledger.openingCredit',
    defaultMessage: '開設時の模擬資金',
    description: 'Ledger entry type: simulator paper money on account opening',
  },
  adjustment: {
    id: 'ui.adminTerms.ledger.adjustment',
    defaultMessage: '手動調整',
    description: 'Ledger entry type: manual adjustment (four eyes)',
  },
  hold: {
    id: 'ui.adminTerms.ledger.hold',
    defaultMessage: '拘束',
    description: 'Ledger entry type: cash moved from available to held',
  },
  release: {
    id: 'ui.adminTerms.ledger.release',
    defaultMessage: '拘束解除',
    description: 'Ledger entry type: held cash released back to available',
  },
});

export const adminAuditActionMessages = defineMessages({
  operator_login: {
    id: 'ui.adminTerms.action.operatorLogin',
    defaultMessage: 'オペレーターのログイン',
    description: 'Audit action',
  },
  deposit_approved: {
    id: 'ui.adminTerms.action.depositApproved',
    defaultMessage: '入金承認',
    description: 'Audit action',
  },
  deposit_rejected: {
    id: 'ui.adminTerms.action.depositRejected',
    defaultMessage: '入金却下',
    description: 'Audit action',
  },
  withdrawal_first_approved: {
    id: 'ui.adminTerms.action.withdrawalFirstApproved',
    defaultMessage: '出金の一次承認',
    description: 'Audit action: first of two approvals (four eyes)',
  },
  withdrawal_approved: {
    id: 'ui.adminTerms.action.withdrawalApproved',
    defaultMessage: '出金承認',
    description: 'Audit action',
  },
  withdrawal_rejected: {
    id: 'ui.adminTerms.action.withdrawalRejected',
    defaultMessage: '出金却下',
    description: 'Audit action',
  },
  identity_document_viewed: {
    id: 'ui.adminTerms.action.identityDocumentViewed',
    defaultMessage: '本人確認書類の閲覧',
    description: 'Audit action',
  },
  identity_approved: {
    id: 'ui.adminTerms.action.identityApproved',
    defaultMessage: '本人確認の承認',
    description: 'Audit action',
  },
  identity_rejected: {
    id: 'ui.adminTerms.action.identityRejected',
    defaultMessage: '本人確認の却下',
    description: 'Audit action',
  },
  loan_approved: { id: 'ui.adminTerms.action.loanApproved', defaultMessage: '融資承認', description: 'Audit action' },
  loan_rejected: { id: 'ui.adminTerms.action.loanRejected', defaultMessage: '融資却下', description: 'Audit action' },
  block_application_approved: {
    id: 'ui.adminTerms.action.blockApplicationApproved',
    defaultMessage: '立会外分売の申込承認',
    description: 'Audit action',
  },
  block_application_rejected: {
    id: 'ui.adminTerms.action.blockApplicationRejected',
    defaultMessage: '立会外分売の申込却下',
    description: 'Audit action',
  },
  daytrade_approved: {
    id: 'ui.adminTerms.action.daytradeApproved',
    defaultMessage: '一日信用の承認',
    description: 'Audit action',
  },
  daytrade_rejected: {
    id: 'ui.adminTerms.action.daytradeRejected',
    defaultMessage: '一日信用の却下',
    description: 'Audit action',
  },
  agent_application_approved: {
    id: 'ui.adminTerms.action.agentApplicationApproved',
    defaultMessage: 'エージェント申請の承認',
    description: 'Audit action',
  },
  agent_application_rejected: {
    id: 'ui.adminTerms.action.agentApplicationRejected',
    defaultMessage: 'エージェント申請の却下',
    description: 'Audit action',
  },
  adjustment_requested: {
    id: 'ui.adminTerms.action.adjustmentRequested',
    defaultMessage: '手動調整の申請',
    description: 'Audit action',
  },
  adjustment_applied: {
    id: 'ui.adminTerms.action.adjustmentApplied',
    defaultMessage: '手動調整の実行',
    description: 'Audit action',
  },
  adjustment_rejected: {
    id: 'ui.adminTerms.action.adjustmentRejected',
    defaultMessage: '手動調整の却下',
    description: 'Audit action',
  },
  ipo_created: { id: 'ui.adminTerms.action.ipoCreated', defaultMessage: 'IPOの登録', description: 'Audit action' },
  ipo_updated: { id: 'ui.adminTerms.action.ipoUpdated', defaultMessage: 'IPOの変更', description: 'Audit action' },
  ipo_seed_committed: {
    id: 'ui.adminTerms.action.ipoSeedCommitted',
    defaultMessage: 'IPO抽選シードの確定',
    description: 'Audit action',
  },
  ipo_drawn: { id: 'ui.adminTerms.action.ipoDrawn', defaultMessage: 'IPO抽選の実施', description: 'Audit action' },
  ipo_seed_published: {
    id: 'ui.adminTerms.action.ipoSeedPublished',
    defaultMessage: 'IPO抽選シードの公開',
    description: 'Audit action',
  },
  ipo_allotted: { id: 'ui.adminTerms.action.ipoAllotted', defaultMessage: 'IPOの割当', description: 'Audit action' },
  distribution_created: {
    id: 'ui.adminTerms.action.distributionCreated',
    defaultMessage: '立会外分売の登録',
    description: 'Audit action',
  },
  distribution_updated: {
    id: 'ui.adminTerms.action.distributionUpdated',
    defaultMessage: '立会外分売の変更',
    description: 'Audit action',
  },
  distribution_closed: {
    id: 'ui.adminTerms.action.distributionClosed',
    defaultMessage: '立会外分売の締切',
    description: 'Audit action',
  },
  follow_product_created: {
    id: 'ui.adminTerms.action.followProductCreated',
    defaultMessage: 'フォロー商品の登録',
    description: 'Audit action',
  },
  follow_product_updated: {
    id: 'ui.adminTerms.action.followProductUpdated',
    defaultMessage: 'フォロー商品の変更',
    description: 'Audit action',
  },
  follow_product_status_set: {
    id: 'ui.adminTerms.action.followProductStatusSet',
    defaultMessage: 'フォロー商品の状態変更',
    description: 'Audit action',
  },
  user_flag_set: {
    id: 'ui.adminTerms.action.userFlagSet',
    defaultMessage: 'ユーザー制限の変更',
    description: 'Audit action: a restriction set or lifted',
  },
  user_sessions_revoked: {
    id: 'ui.adminTerms.action.userSessionsRevoked',
    defaultMessage: 'ユーザーの強制ログアウト',
    description: 'Audit action',
  },
  config_updated: {
    id: 'ui.adminTerms.action.configUpdated',
    defaultMessage: 'サイト設定の変更',
    description: 'Audit action',
  },
  news_created: {
    id: 'ui.adminTerms.action.newsCreated',
    defaultMessage: 'ニュースの公開',
    description: 'Audit action',
  },
  news_updated: {
    id: 'ui.adminTerms.action.newsUpdated',
    defaultMessage: 'ニュースの変更',
    description: 'Audit action',
  },
  factor_reset_requested: {
    id: 'ui.adminTerms.action.factorResetRequested',
    defaultMessage: '認証リセットの申請',
    description: 'Audit action: an operator asked to reset a customer’s passkeys and recovery codes',
  },
  factor_reset_applied: {
    id: 'ui.adminTerms.action.factorResetApplied',
    defaultMessage: '認証リセットの承認',
    description: 'Audit action: a second operator approved and applied a factor reset',
  },
  factor_reset_rejected: {
    id: 'ui.adminTerms.action.factorResetRejected',
    defaultMessage: '認証リセットの却下',
    description: 'Audit action',
  },
  news_unpublished: {
    id: 'ui.adminTerms.action.newsUnpublished',
    defaultMessage: 'ニュースの非公開',
    description: 'Audit action',
  },
  message_sent: {
    id: 'ui.adminTerms.action.messageSent',
    defaultMessage: 'メッセージ送信',
    description: 'Audit action',
  },
});

export const adminAuditTargetMessages = defineMessages({
  operator: { id: 'ui.adminTerms.target.operator', defaultMessage: 'オペレーター', description: 'Audit target type' },
  deposit: { id: 'ui.adminTerms.target.deposit', defaultMessage: '入金', description: 'Audit target type' },
  withdrawal: { id: 'ui.adminTerms.target.withdrawal', defaultMessage: '出金', description: 'Audit target type' },
  identity: { id: 'ui.adminTerms.target.identity', defaultMessage: '本人確認', description: 'Audit target type' },
  loan: { id: 'ui.adminTerms.target.loan', defaultMessage: '融資', description: 'Audit target type' },
  block_application: {
    id: 'ui.adminTerms.target.blockApplication',
    defaultMessage: '立会外分売の申込',
    description: 'Audit target type',
  },
  daytrade_application: {
    id: 'ui.adminTerms.target.daytradeApplication',
    defaultMessage: '一日信用の申込',
    description: 'Audit target type',
  },
  agent_application: {
    id: 'ui.adminTerms.target.agentApplication',
    defaultMessage: 'エージェント申請',
    description: 'Audit target type',
  },
  adjustment: { id: 'ui.adminTerms.target.adjustment', defaultMessage: '手動調整', description: 'Audit target type' },
  ipo: { id: 'ui.adminTerms.target.ipo', defaultMessage: 'IPO', description: 'Audit target type' },
  distribution: {
    id: 'ui.adminTerms.target.distribution',
    defaultMessage: '立会外分売',
    description: 'Audit target type',
  },
  follow_product: {
    id: 'ui.adminTerms.target.followProduct',
    defaultMessage: 'フォロー商品',
    description: 'Audit target type',
  },
  user: { id: 'ui.adminTerms.target.user', defaultMessage: 'ユーザー', description: 'Audit target type' },
  config: { id: 'ui.adminTerms.target.config', defaultMessage: 'サイト設定', description: 'Audit target type' },
  news: { id: 'ui.adminTerms.target.news', defaultMessage: 'ニュース', description: 'Audit target type' },
  message: { id: 'ui.adminTerms.target.message', defaultMessage: 'メッセージ', description: 'Audit target type' },
  factor_reset: {
    id: 'ui.adminTerms.target.factorReset',
    defaultMessage: '認証リセット',
    description: 'Audit target type',
  },
});

export const adminConfigNameMessages = defineMessages({
  title: { id: 'ui.adminTerms.config.title', defaultMessage: 'サイト名', description: 'Config entry name' },
  logo: { id: 'ui.adminTerms.config.logo', defaultMessage: 'ロゴ画像', description: 'Config entry name' },
  kefu: {
    id: 'ui.adminTerms.config.kefu',
    defaultMessage: 'カスタマーサポートのリンク',
    description: 'Config entry name',
  },
  version: {
    id: 'ui.adminTerms.config.version',
    defaultMessage: 'アプリのバージョン',
    description: 'Config entry name',
  },
  invite_required: {
    id: 'ui.adminTerms.config.inviteRequired',
    defaultMessage: '登録に招待コードが必要',
    description: 'Config entry name',
  },
  deposit_bank_name: {
    id: 'ui.adminTerms.config.depositBankName',
    defaultMessage: '入金先の銀行名',
    description: 'Config entry name',
  },
  deposit_branch_name: {
    id: 'ui.adminTerms.config.depositBranchName',
    defaultMessage: '入金先の支店名',
    description: 'Config entry name',
  },
  deposit_branch_code: {
    id: 'ui.adminTerms.config.depositBranchCode',
    defaultMessage: '入金先の支店番号',
    description: 'Config entry name',
  },
  deposit_account_name: {
    id: 'ui.adminTerms.config.depositAccountName',
    defaultMessage: '入金先の口座名義',
    description: 'Config entry name',
  },
  deposit_enabled: {
    id: 'ui.adminTerms.config.depositEnabled',
    defaultMessage: '入金通知の受付',
    description: 'Config entry name',
  },
  deposit_hours: {
    id: 'ui.adminTerms.config.depositHours',
    defaultMessage: '入金通知の受付時間',
    description: 'Config entry name',
  },
  deposit_days: {
    id: 'ui.adminTerms.config.depositDays',
    defaultMessage: '入金通知の受付日',
    description: 'Config entry name',
  },
  withdrawal_hours: {
    id: 'ui.adminTerms.config.withdrawalHours',
    defaultMessage: '出金の受付時間',
    description: 'Config entry name',
  },
  withdrawal_days: {
    id: 'ui.adminTerms.config.withdrawalDays',
    defaultMessage: '出金の受付日',
    description: 'Config entry name',
  },
  deposit_min: {
    id: 'ui.adminTerms.config.depositMin',
    defaultMessage: '入金の最低額',
    description: 'Config entry name',
  },
  deposit_max: {
    id: 'ui.adminTerms.config.depositMax',
    defaultMessage: '入金の上限額',
    description: 'Config entry name',
  },
  withdrawal_min: {
    id: 'ui.adminTerms.config.withdrawalMin',
    defaultMessage: '出金の最低額',
    description: 'Config entry name',
  },
  withdrawal_max: {
    id: 'ui.adminTerms.config.withdrawalMax',
    defaultMessage: '1回の出金の上限額',
    description: 'Config entry name',
  },
  withdrawal_second_approval_threshold: {
    id: 'ui.adminTerms.config.withdrawalSecondApprovalThreshold',
    defaultMessage: '二重承認が必要な出金額',
    description: 'Config entry name: withdrawals above it need a second operator',
  },
  fee_buy_percent: {
    id: 'ui.adminTerms.config.feeBuyPercent',
    defaultMessage: '買付手数料率',
    description: 'Config entry name',
  },
  fee_sell_percent: {
    id: 'ui.adminTerms.config.feeSellPercent',
    defaultMessage: '売却手数料率',
    description: 'Config entry name',
  },
  fee_min: { id: 'ui.adminTerms.config.feeMin', defaultMessage: '最低手数料', description: 'Config entry name' },
  exchange_spread_percent: {
    id: 'ui.adminTerms.config.exchangeSpreadPercent',
    defaultMessage: '両替スプレッド',
    description: 'Config entry name',
  },
  loan_rate_percent: {
    id: 'ui.adminTerms.config.loanRatePercent',
    defaultMessage: '融資の年利',
    description: 'Config entry name',
  },
  loan_advance_percent: {
    id: 'ui.adminTerms.config.loanAdvancePercent',
    defaultMessage: '融資の担保掛け目',
    description: 'Config entry name: the share of collateral value the credit line may lend against (percent)',
  },
  loan_house_maximum: {
    id: 'ui.adminTerms.config.loanHouseMaximum',
    defaultMessage: '融資枠の上限',
    description: "Config entry name: the firm's cap on any one customer's credit-line limit (yen)",
  },
  leverage_choices: {
    id: 'ui.adminTerms.config.leverageChoices',
    defaultMessage: 'レバレッジの選択肢',
    description: 'Config entry name',
  },
  margin_warning_percent: {
    id: 'ui.adminTerms.config.marginWarningPercent',
    defaultMessage: '証拠金維持率の警告水準',
    description: 'Config entry name',
  },
  market_always_open: {
    id: 'ui.adminTerms.config.marketAlwaysOpen',
    defaultMessage: '市場を常時開場（デモ用）',
    description: 'Config entry name',
  },
  paper_opening_credit: {
    id: 'ui.adminTerms.config.paperOpeningCredit',
    defaultMessage: '新規口座の模擬資金',
    description: 'Config entry name',
  },
  referral_rebate_percent: {
    id: 'ui.adminTerms.config.referralRebatePercent',
    defaultMessage: '紹介報酬率（標準）',
    description: 'Config entry name',
  },
  security_passkey_required_for_money: {
    id: 'ui.adminTerms.config.securityPasskeyRequiredForMoney',
    defaultMessage: '出金・口座変更にパスキーを必須にする',
    description: 'Config entry name: withdrawals and bank-card changes need a passkey and a fresh step-up',
  },
  daytrade_leverage_options: {
    id: 'ui.adminTerms.config.daytradeLeverageOptions',
    defaultMessage: '一日信用のレバレッジ',
    description: 'Config entry name: the leverage choices one-day margin offers (e.g. 1,2,3)',
  },
  daytrade_min_fund: {
    id: 'ui.adminTerms.config.daytradeMinFund',
    defaultMessage: '一日信用の最低保証金',
    description: 'Config entry name: the smallest participation fund a day-trade application takes',
  },
  daytrade_commission_percent: {
    id: 'ui.adminTerms.config.daytradeCommissionPercent',
    defaultMessage: '一日信用の手数料率',
    description: 'Config entry name: commission per day-trade fill, percent of the notional',
  },
  daytrade_interest_percent_per_year: {
    id: 'ui.adminTerms.config.daytradeInterestPercentPerYear',
    defaultMessage: '一日信用の金利（年率）',
    description: 'Config entry name: margin interest a year, charged for one day per position',
  },
  mode: { id: 'ui.adminTerms.config.mode', defaultMessage: '動作モード', description: 'Config entry name (read-only)' },
});
