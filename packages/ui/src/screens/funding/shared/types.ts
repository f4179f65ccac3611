import type { FieldBinding } from '../../FieldBinding.ts';
import type { MineShell, PagedList } from '../../mine/shared/MineFrame.tsx';

// The view models the funding screens (identity, bank cards, deposits, withdrawals) share. The ui keeps its own
// unions of the contract's values; the app's mappers are typed so that a drift fails to compile.

/** The chrome around a funding screen (the app shell: header, top bar, bottom menu). */
export type FundingShell = MineShell;

/** Where a screen or a list is: loading (skeleton), error (retry) or ready. */
export type FundingStatus = 'loading' | 'error' | 'ready';

/** A paginated list: the rows loaded so far and whether more pages exist. */
export type FundingList<T> = PagedList<T>;

/** ordinary 普通, current 当座, savings 貯蓄 (the contract's `BankAccountType`). */
export const bankAccountTypes = ['ordinary', 'current', 'savings'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

/** When deposits or withdrawals are accepted (the contract's `FundingHours`), in Japan time. */
export interface FundingHoursView {
  /** `HH:MM`. */
  opensAt: string;
  /** `HH:MM` (`24:00` for the end of the day). */
  closesAt: string;
  /** Weekends and Japanese bank holidays are closed. */
  businessDaysOnly: boolean;
  openNow: boolean;
  /** ISO 8601 instant it next opens; while closed. */
  nextOpenAt?: string;
}

/**
 * An image picker's binding: react-hook-form's `register(name)` result and its state, spread onto FileUpload. The
 * app may also take the chosen file (or null when removed or refused) with `onFileChange`.
 */
export interface ImageFieldBinding extends FieldBinding {
  onFileChange?: (file: File | null) => void;
}

/** A registered own-name bank account; the number is masked to its last three digits (`****567`). */
export interface BankCardView {
  id: string;
  holderName: string;
  bankName: string;
  branchName: string;
  /** Three digits. */
  branchCode: string;
  accountType: BankAccountType;
  accountNumberMasked: string;
  /** A pending withdrawal pays to it: it cannot be removed until that ends. */
  inUse: boolean;
  /** ISO 8601 instant. */
  createdAt: string;
}

/** The contract's `DepositStatus`. */
export const depositStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** A deposit notice (`DepositNotice`): what the user said they transferred, and what became of it. */
export interface DepositNoticeView {
  id: string;
  /** Exact decimal string, yen. */
  amount: string;
  currency: string;
  remitterName?: string;
  status: DepositStatus;
  /** ISO 8601 instants. */
  notifiedAt: string;
  reviewedAt?: string;
  creditedAt?: string;
  cancelledAt?: string;
  /** When rejected: the operator's reason code, shown as `error.<code>` in the user's language. */
  rejectReason?: string;
  /** The operator's message to the user, if any. */
  reviewNote?: string;
  /** True while pending: the user may cancel it. */
  cancellable: boolean;
}
