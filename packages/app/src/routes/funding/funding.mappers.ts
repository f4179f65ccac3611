import type { ResponseData } from '@kabuto/api-client';
import type {
  BankCardView,
  DepositChannelView,
  DepositNoticeView,
  FundingHoursView,
  IdentityVerificationView,
  Locale,
  WithdrawableView,
  WithdrawalView,
  WithdrawReadiness,
} from '@kabuto/ui';
import { pickText, toIso } from '../mine/mine.mappers.ts';

// API fields → the funding screens' view models. The ui keeps its own unions (statuses, account types); each is
// assigned from the contract's field here, so a value the contract adds fails to compile until the ui knows it.

type Identity = ResponseData<'/identity/status'>;
type BankCard = ResponseData<'/bank/cards'>['items'][number];
type Channel = ResponseData<'/deposit/channel'>;
type Hours = Channel['hours'];
type Deposit = ResponseData<'/deposit/list'>['items'][number];
type Withdrawable = ResponseData<'/withdrawal/withdrawable'>;
type Withdrawal = ResponseData<'/withdrawal/detail'>;

const iso = (timestamp: string | undefined) => (timestamp ? toIso(timestamp) : undefined);

export function toIdentityView(identity: Identity, locale: Locale): IdentityVerificationView {
  return {
    status: identity.status,
    name: identity.name,
    nameKana: identity.nameKana,
    idNumberMasked: identity.idNumber,
    submittedAt: iso(identity.submittedAt),
    reviewedAt: iso(identity.reviewedAt),
    rejectReason: identity.rejectReason,
    rejectNote: identity.rejectNote ? pickText(identity.rejectNote, locale) || undefined : undefined,
  };
}

export function toBankCardView(card: BankCard): BankCardView {
  return {
    id: card.id,
    holderName: card.holderName,
    bankName: card.bankName,
    branchName: card.branchName,
    branchCode: card.branchCode,
    accountType: card.accountType,
    accountNumberMasked: card.accountNumber,
    inUse: card.inUse,
    createdAt: toIso(card.createdAt),
  };
}

export function toFundingHours(hours: Hours): FundingHoursView {
  return {
    opensAt: hours.opensAt,
    closesAt: hours.closesAt,
    businessDaysOnly: hours.businessDaysOnly,
    openNow: hours.openNow,
    nextOpenAt: iso(hours.nextOpenAt),
  };
}

export function toDepositChannel(channel: Channel, locale: Locale): DepositChannelView {
  return {
    accountName: channel.accountName,
    accountNameKana: channel.accountNameKana,
    bankName: channel.bankName,
    bankCode: channel.bankCode,
    branchName: channel.branchName,
    branchCode: channel.branchCode,
    accountType: channel.accountType,
    accountNumber: channel.accountNumber,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    hours: toFundingHours(channel.hours),
    arrivalNote: pickText(channel.arrivalNote, locale) || undefined,
  };
}

export function toDepositNotice(deposit: Deposit): DepositNoticeView {
  return {
    id: deposit.id,
    amount: deposit.amount,
    currency: deposit.currency,
    status: deposit.status,
    notifiedAt: toIso(deposit.notifiedAt),
    cancellable: deposit.cancellable,
    remitterName: deposit.remitterName,
    reviewedAt: iso(deposit.reviewedAt),
    creditedAt: iso(deposit.creditedAt),
    cancelledAt: iso(deposit.cancelledAt),
    rejectReason: deposit.rejectReason,
    reviewNote: deposit.reviewNote,
  };
}

export function toDepositNotices(pages: readonly { items: readonly Deposit[] }[]): DepositNoticeView[] {
  return pages.flatMap((page) => page.items.map(toDepositNotice));
}

export function toWithdrawable(summary: Withdrawable): WithdrawableView {
  return {
    currency: summary.currency,
    availableCash: summary.availableCash,
    marginRequirement: summary.marginRequirement,
    loanOutstanding: summary.loanOutstanding,
    withdrawable: summary.withdrawable,
    fee: summary.fee,
    minAmount: summary.minAmount,
    maxAmount: summary.maxAmount,
    hours: toFundingHours(summary.hours),
  };
}

/** What a withdrawal still needs, from the summary (the server's own view of it). */
/**
 * What a withdrawal still needs. The passkey shows only when the account needs one for money (the security overview's
 * `passkeyRequiredForMoney`; unknown until the overview answers).
 */
export function toReadiness(
  summary: Withdrawable | undefined,
  security?: { passkeyRequiredForMoney: boolean; passkeyCount: number },
): WithdrawReadiness {
  return {
    identityVerified: summary?.realNameVerified ?? false,
    fundPasswordSet: summary?.fundPasswordSet ?? false,
    ownNameCardCount: summary?.ownNameCardCount ?? 0,
    ...(security?.passkeyRequiredForMoney ? { passkeyRegistered: security.passkeyCount > 0 } : {}),
  };
}

export function toWithdrawalView(withdrawal: Withdrawal): WithdrawalView {
  return {
    id: withdrawal.id,
    amount: withdrawal.amount,
    currency: withdrawal.currency,
    fee: withdrawal.fee,
    amountToReceive: withdrawal.amountToReceive,
    card: {
      holderName: withdrawal.card.holderName,
      bankName: withdrawal.card.bankName,
      branchName: withdrawal.card.branchName,
      accountType: withdrawal.card.accountType,
      accountNumberMasked: withdrawal.card.accountNumberMasked,
    },
    status: withdrawal.status,
    requiresSecondApproval: withdrawal.requiresSecondApproval,
    requestedAt: toIso(withdrawal.requestedAt),
    cancellable: withdrawal.cancellable,
    reviewedAt: iso(withdrawal.reviewedAt),
    paidAt: iso(withdrawal.paidAt),
    cancelledAt: iso(withdrawal.cancelledAt),
    estimatedArrivalBy: iso(withdrawal.estimatedArrivalBy),
    rejectReason: withdrawal.rejectReason,
    reviewNote: withdrawal.reviewNote,
  };
}

export function toWithdrawalViews(pages: readonly { items: readonly Withdrawal[] }[]): WithdrawalView[] {
  return pages.flatMap((page) => page.items.map(toWithdrawalView));
}

/** The cards a withdrawal may pay to: the user's own-name ones (every registered card passed that rule). */
export function toBankCardViews(page: { items: readonly BankCard[] } | undefined): BankCardView[] {
  return page ? page.items.map(toBankCardView) : [];
}
