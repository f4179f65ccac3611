import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';

/** The contract's `AdminIpoStatus`, in lifecycle order. */
export const adminIpoStatuses = [
  'upcoming',
  'subscribing',
  'awaiting_lottery',
  'drawn',
  'allotted',
  'listed',
  'cancelled',
] as const;
export type AdminIpoStatus = (typeof adminIpoStatuses)[number];

/** The verifiable draw's progress (`AdminIpo.drawState`). */
export const adminIpoDrawStates = ['pending', 'committed', 'entries_published', 'drawn'] as const;
export type AdminIpoDrawState = (typeof adminIpoDrawStates)[number];

/** The operator's lifecycle steps, in order: each is allowed in one state only (the server refuses the others). */
export const adminIpoSteps = ['commitSeed', 'draw', 'publishSeed', 'allot'] as const;
export type AdminIpoStep = (typeof adminIpoSteps)[number];

export const adminIpoMarkets = ['jpy', 'usd', 'cny'] as const;
export type AdminIpoMarket = (typeof adminIpoMarkets)[number];

export const adminIpoUnits = ['100', '1'] as const;
export type AdminIpoUnit = (typeof adminIpoUnits)[number];

/** An IPO as the console lists it (`AdminIpo`); a state the console does not know is shown as given. */
export interface AdminIpoRow {
  id: string;
  stockCode: string;
  market: string;
  name: { jp: string; cn: string; us: string };
  leadUnderwriter: string;
  /** Decimal strings; null when not disclosed or not decided. */
  per: string | null;
  sharesOffered: number;
  unitShares: number;
  priceBandLow: string;
  priceBandHigh: string;
  offerPrice: string | null;
  currency: string;
  /** Dates (YYYY-MM-DD) and instants (ISO 8601). */
  bookBuildingStart: string;
  bookBuildingEnd: string;
  subscriptionStart: string;
  subscriptionEnd: string;
  lotteryDate: string;
  allotmentDate: string;
  listingDate: string;
  status: AdminIpoStatus | (string & {});
  drawState: AdminIpoDrawState | (string & {});
  /** SHA-256 of the seed, committed before applications open. */
  seedHash: string | null;
  /** The seed, published after the draw. */
  seed: string | null;
  applications: number;
  winners: number | null;
  drawnAt: string | null;
  allottedAt: string | null;
  updatedAt: string;
}

/** The text fields of the IPO form, by name. */
export const adminIpoTextFields = [
  'stockCode',
  'nameJp',
  'nameCn',
  'nameUs',
  'leadUnderwriter',
  'per',
  'sharesOffered',
  'priceBandLow',
  'priceBandHigh',
  'offerPrice',
  'bookBuildingStart',
  'bookBuildingEnd',
  'subscriptionStart',
  'subscriptionEnd',
  'lotteryDate',
  'allotmentDate',
  'listingDate',
] as const;
export type AdminIpoTextField = (typeof adminIpoTextFields)[number];

/** Once subscription opens only these may change (the server answers `admin_item_locked` to the others). */
export const adminIpoLateFields = ['offerPrice', 'lotteryDate', 'allotmentDate', 'listingDate'] as const;

/** The IPO being created (`createIpo`) or changed (`updateIpo`). */
export interface AdminIpoEditor {
  mode: 'create' | 'edit';
  ipoId?: string;
  /** Subscription has opened: only the offer price and the later dates can change. */
  locked: boolean;
  market: AdminIpoMarket;
  onMarketChange: (market: AdminIpoMarket) => void;
  unitShares: AdminIpoUnit;
  onUnitSharesChange: (unit: AdminIpoUnit) => void;
  fields: Record<AdminIpoTextField, FieldBinding>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** Already translated: why the server refused. */
  formError?: string;
}

/** A lifecycle step waiting for the operator's confirmation, then sending. */
export interface AdminIpoAction {
  ipoId: string;
  step: AdminIpoStep;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
}

export interface AdminIposScreenProps {
  status: AdminLoadStatus;
  ipos: readonly AdminIpoRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  filter: AdminIpoStatus | 'all';
  onFilterChange: (filter: AdminIpoStatus | 'all') => void;
  onRetry: () => void;
  onCreate: () => void;
  /** The IPO whose detail and steps are open. */
  selectedId?: string;
  onSelect: (id: string | undefined) => void;
  onEdit: (id: string) => void;
  /** Asks for confirmation first (`action`). */
  onStep: (id: string, step: AdminIpoStep) => void;
  action?: AdminIpoAction;
  /** The step just done on the selected IPO: its outcome is shown in the panel (the seed hash, the allotment). */
  done?: AdminIpoStep;
  /** Already translated: why the server refused the last step on the selected IPO. */
  stepError?: string;
  editor?: AdminIpoEditor;
}
