import type { RequestForm, ResponseData } from '@kabuto/api-client';
import type {
  AdminAdjustmentRow,
  AdminBlockApplicationRow,
  AdminDayTradeApplicationRow,
  AdminDayTradeRejectReason,
  AdminDepositRow,
  AdminIdentityRow,
  AdminLoanApplicationRow,
  AdminLoanRejectReason,
  AdminReviewUserContext,
  AdminWithdrawalRow,
} from '@kabuto/ui/console';
import { exact, toLedgerRow, toUserDetail } from '../admin.mappers.ts';

// The review queues' rows and the user context beside each review. Money is normalised exactly (big.js, via
// `exact`); the ui's unions are assigned from the contract's fields, so a new value fails to compile.

type IdentityItem = ResponseData<'/admin/identity/list'>['items'][number];
type DepositItem = ResponseData<'/admin/deposit/list'>['items'][number];
type WithdrawalItem = ResponseData<'/admin/withdrawal/list'>['items'][number];
type AdjustmentItem = ResponseData<'/admin/adjustment/list'>['items'][number];
type BlockApplicationItem = ResponseData<'/admin/blockApplication/list'>['items'][number];
type DayTradeItem = ResponseData<'/admin/dayTrade/list'>['items'][number];
type LoanItem = ResponseData<'/admin/loan/list'>['items'][number];
type UserDetail = ResponseData<'/admin/user/detail'>;
type LedgerPage = ResponseData<'/admin/user/ledger'>;

/** How many of the user's latest ledger entries a review shows. */
export const recentEntries = 5;

export function toIdentityRow(item: IdentityItem): AdminIdentityRow {
  return {
    id: item.id,
    account: item.account,
    name: item.name,
    idNumber: item.idNumber,
    submittedAt: item.submittedAt,
    status: item.status,
    rejectReason: item.rejectReason,
    note: item.note,
    reviewedBy: item.reviewedBy,
    reviewedAt: item.reviewedAt,
  };
}

/** `resolveImage` turns the server's signed link into one the page may load (or '' when it is not one). */
export function toDepositRow(item: DepositItem, resolveImage: (link: string) => string | undefined): AdminDepositRow {
  return {
    id: item.id,
    account: item.account,
    verifiedName: item.verifiedName,
    virtualAccountNumber: item.virtualAccountNumber,
    currency: item.currency,
    notifiedAmount: exact(item.notifiedAmount),
    creditedAmount: item.creditedAmount === null ? null : exact(item.creditedAmount),
    senderName: item.senderName,
    notifiedAt: item.notifiedAt,
    slipImageUrl: resolveImage(item.slipImageUrl) ?? '',
    status: item.status,
    rejectReason: item.rejectReason,
    note: item.note,
    reviewedBy: item.reviewedBy,
    reviewedAt: item.reviewedAt,
  };
}

export function toWithdrawalRow(item: WithdrawalItem): AdminWithdrawalRow {
  return {
    id: item.id,
    account: item.account,
    verifiedName: item.verifiedName,
    amount: exact(item.amount),
    currency: item.currency,
    card: {
      bankName: item.card.bankName,
      branchName: item.card.branchName,
      branchCode: item.card.branchCode,
      accountType: item.card.accountType,
      accountNumber: item.card.accountNumber,
      holderName: item.card.holderName,
    },
    requestedAt: item.requestedAt,
    status: item.status,
    requiresSecondApproval: item.requiresSecondApproval,
    firstApprovedBy: item.firstApprovedBy,
    firstApprovedAt: item.firstApprovedAt,
    rejectReason: item.rejectReason,
    note: item.note,
    reviewedBy: item.reviewedBy,
    reviewedAt: item.reviewedAt,
  };
}

export function toAdjustmentRow(item: AdjustmentItem): AdminAdjustmentRow {
  return {
    id: item.id,
    account: item.account,
    direction: item.direction,
    amount: exact(item.amount),
    currency: item.currency,
    reason: item.reason,
    memo: item.memo,
    status: item.status,
    requestedBy: item.requestedBy,
    requestedAt: item.requestedAt,
    decidedBy: item.decidedBy,
    decidedAt: item.decidedAt,
  };
}

/**
 * The user behind a review item: verification, restrictions, balances (yen first, each total derived exactly) and
 * the latest ledger entries, newest first. Loading until both calls answer; an error if either failed.
 */
export function toReviewUser(
  user: { data?: UserDetail; isError: boolean },
  ledger: { data?: LedgerPage; isError: boolean },
  onRetry: () => void,
): AdminReviewUserContext {
  const status = user.isError || ledger.isError ? 'error' : user.data && ledger.data ? 'ready' : 'loading';
  if (status !== 'ready' || !user.data || !ledger.data) return { status, balances: [], recent: [], onRetry };
  const detail = toUserDetail(user.data);
  return {
    status,
    realName: detail.realName,
    realNameStatus: detail.realNameStatus,
    flags: detail.flags,
    balances: detail.balances,
    loanOutstandingJpy: detail.loanOutstandingJpy,
    recent: ledger.data.items.slice(0, recentEntries).map(toLedgerRow),
    onRetry,
  };
}

/** A distribution's price and held amount are in its market's currency. */
const marketCurrency = { jpy: 'JPY', usd: 'USD', cny: 'CNY' } as const;

export function toBlockApplicationRow(item: BlockApplicationItem): AdminBlockApplicationRow {
  return {
    id: item.id,
    account: item.account,
    distributionId: item.distributionId,
    stockCode: item.stockCode,
    stockName: { ...item.stockName },
    market: item.market,
    price: item.price,
    heldAmount: exact(item.heldAmount),
    currency: marketCurrency[item.market],
    quantity: item.quantity,
    allottedQuantity: item.allottedQuantity,
    appliedAt: item.appliedAt,
    status: item.status,
    rejectReason: item.rejectReason,
    note: item.note,
    reviewedBy: item.reviewedBy,
    reviewedAt: item.reviewedAt,
  };
}

// The ui keeps its own list of the contract's `DaytradeRejectReason` (it offers them in order); this fails to compile
// when the two drift apart.
type ApiDayTradeRejectReason = RequestForm<'/admin/dayTrade/reject'>['reason'];
const dayTradeReasonsMatch: ApiDayTradeRejectReason extends AdminDayTradeRejectReason
  ? AdminDayTradeRejectReason extends ApiDayTradeRejectReason
    ? true
    : false
  : false = true;
void dayTradeReasonsMatch;

/** A one-day margin application: its participation fund exactly, and whether the applicant may be approved yet. */
export function toDayTradeRow(item: DayTradeItem): AdminDayTradeApplicationRow {
  return {
    id: item.id,
    account: item.account,
    participationFund: exact(item.participationFund),
    currency: item.currency,
    identityVerified: item.identityVerified,
    appliedAt: item.appliedAt,
    status: item.status,
    rejectReason: item.rejectReason,
    note: item.note,
    reviewedBy: item.reviewedBy,
    reviewedAt: item.reviewedAt,
  };
}

// The ui keeps its own list of the contract's `LoanRejectReason` (it offers them in order); this fails to compile
// when the two drift apart.
type ApiLoanRejectReason = RequestForm<'/admin/loan/reject'>['reason'];
const loanReasonsMatch: ApiLoanRejectReason extends AdminLoanRejectReason
  ? AdminLoanRejectReason extends ApiLoanRejectReason
    ? true
    : false
  : false = true;
void loanReasonsMatch;

/**
 * A credit-line draw: the amount asked, the collateral value, limit, outstanding and available limit exactly (the
 * screen compares the amount with the available limit to say before the server would refuse), and the rate exactly.
 */
export function toLoanRow(item: LoanItem): AdminLoanApplicationRow {
  return {
    id: item.id,
    account: item.account,
    amount: exact(item.amount),
    currency: item.currency,
    rateAnnualPercent: exact(item.rateAnnualPercent),
    creditScore: item.creditScore,
    collateralValue: exact(item.collateralValue),
    creditLimit: exact(item.creditLimit),
    outstanding: exact(item.outstanding),
    availableLimit: exact(item.availableLimit),
    requestedAt: item.requestedAt,
    status: item.status,
    rejectReason: item.rejectReason,
    note: item.note,
    reviewedBy: item.reviewedBy,
    reviewedAt: item.reviewedAt,
  };
}
