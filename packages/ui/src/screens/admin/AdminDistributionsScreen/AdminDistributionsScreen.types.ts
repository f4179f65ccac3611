import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';

/** The contract's `AdminDistributionStatus`, in lifecycle order. */
export const adminDistributionStatuses = ['announced', 'open', 'closed', 'allotted', 'cancelled'] as const;
export type AdminDistributionStatus = (typeof adminDistributionStatuses)[number];

export const adminDistributionMarkets = ['jpy', 'usd', 'cny'] as const;
export type AdminDistributionMarket = (typeof adminDistributionMarkets)[number];

/** A distribution as the console lists it (`AdminDistribution`); a state it does not know is shown as given. */
export interface AdminDistributionRow {
  id: string;
  stockCode: string;
  market: string;
  stockName: { jp: string; cn: string; us: string };
  totalShares: number;
  minShares: number;
  maxShares: number;
  unitShares: number;
  /** Decimal strings: the disclosed discount in percent, the previous close and the price (null until it opens). */
  discountPercent: string;
  basePrice: string | null;
  price: string | null;
  /** The price's currency (the market's). */
  currency: string;
  windowStart: string;
  windowEnd: string;
  status: AdminDistributionStatus | (string & {});
  appliedShares: number;
  applications: number;
  allottedShares: number | null;
  seedHash: string | null;
  seed: string | null;
  updatedAt: string;
}

export const adminDistributionTextFields = [
  'stockCode',
  'totalShares',
  'minShares',
  'maxShares',
  'discountPercent',
  'windowStart',
  'windowEnd',
] as const;
export type AdminDistributionTextField = (typeof adminDistributionTextFields)[number];

/** The distribution being published (`createDistribution`) or changed while announced (`updateDistribution`). */
export interface AdminDistributionEditor {
  mode: 'create' | 'edit';
  distributionId?: string;
  market: AdminDistributionMarket;
  onMarketChange: (market: AdminDistributionMarket) => void;
  fields: Record<AdminDistributionTextField, FieldBinding>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** Already translated: why the server refused. */
  formError?: string;
}

/** A close waiting for the operator's confirmation, then sending. */
export interface AdminDistributionClose {
  distributionId: string;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
}

export interface AdminDistributionsScreenProps {
  status: AdminLoadStatus;
  distributions: readonly AdminDistributionRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  filter: AdminDistributionStatus | 'all';
  onFilterChange: (filter: AdminDistributionStatus | 'all') => void;
  onRetry: () => void;
  onCreate: () => void;
  selectedId?: string;
  onSelect: (id: string | undefined) => void;
  /** Announced distributions only: once open, the terms are fixed. */
  onEdit: (id: string) => void;
  /** Asks for confirmation first (`closing`). */
  onClose: (id: string) => void;
  closing?: AdminDistributionClose;
  /** The selected distribution was just closed: its allocation is shown. */
  closed?: boolean;
  /** Already translated: why the server refused the close. */
  closeError?: string;
  /** A link to the applications of a distribution in the review queue. */
  applicationsHref?: (id: string) => string;
  editor?: AdminDistributionEditor;
}
