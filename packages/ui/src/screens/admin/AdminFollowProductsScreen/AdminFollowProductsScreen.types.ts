import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type { TextAreaBinding } from '../internal/TextAreaBinding.ts';

// The operator's view of copy-trading products, after the contract's `AdminFollowProduct` and the admin/follow/*
// requests. The ui keeps its own unions of the contract's values; the app's mappers are typed so a drift fails.

/** The contract's `FollowProductState`: open takes new money, closed takes none, ended has wound up. */
export const adminFollowStates = ['open', 'closed', 'ended'] as const;
export type AdminFollowState = (typeof adminFollowStates)[number];

/** The contract's `AdminFollowStrategyKind`: a leader's basket, or a rule the server computes from prices. */
export const adminFollowStrategyKinds = ['leader_basket', 'equal_weight', 'momentum'] as const;
export type AdminFollowStrategyKind = (typeof adminFollowStrategyKinds)[number];

/** The contract's `Market` (the request's `type`). */
export const adminFollowMarkets = ['jpy', 'usd', 'cny'] as const;
export type AdminFollowMarket = (typeof adminFollowMarkets)[number];

/** A text in the three languages (the contract's `LocalizedText`). */
export interface AdminFollowText {
  jp: string;
  cn: string;
  us: string;
}

/** One stock of the basket held now, with its target weight. */
export interface AdminFollowBasketLine {
  code: string;
  name: AdminFollowText;
  weightPercent: string;
}

/** A product as the console lists it (`AdminFollowProduct`); a state or kind the console does not know is shown as given. */
export interface AdminFollowRow {
  id: string;
  name: AdminFollowText;
  leaderName: string;
  leaderProfile: AdminFollowText;
  /** The strategy in plain words as users read it (for a rule, written by the server). */
  strategy: AdminFollowText;
  rule: {
    kind: AdminFollowStrategyKind | (string & {});
    /** The stocks a rule holds or chooses from; empty for a leader's basket. */
    universe: readonly string[];
    lookbackDays: number | null;
    top: number | null;
  };
  market: string;
  currency: string;
  basket: readonly AdminFollowBasketLine[];
  /** ISO 8601 instants and `YYYY-MM-DD` days; money, NAVs and percentages exact decimal strings. */
  rebalancedAt: string;
  minInvestment: string;
  entryFeePercent: string;
  earlyExitFeePercent: string;
  earlyExitFeeDays: number;
  profitSharePercent: string;
  subscriptionDeadline: string | null;
  state: AdminFollowState | (string & {});
  nav: string;
  inceptionNav: string;
  inceptionDate: string;
  cumulativeReturnPercent: string;
  maxDrawdownPercent: string;
  followerCount: number;
  followingOrders: number;
  /** Value now of every following order. */
  assets: string;
  updatedAt: string;
}

/** The one-line fields of the product form, by name. */
export const adminFollowTextFields = [
  'nameJp',
  'nameCn',
  'nameUs',
  'leaderName',
  'lookbackDays',
  'top',
  'minInvestment',
  'entryFeePercent',
  'earlyExitFeePercent',
  'earlyExitFeeDays',
  'profitSharePercent',
  'subscriptionDeadline',
  'inceptionDate',
] as const;
export type AdminFollowTextField = (typeof adminFollowTextFields)[number];

/** The multi-line fields: profiles and strategies in three languages, the basket and the universe. */
export const adminFollowTextAreaFields = [
  'leaderProfileJp',
  'leaderProfileCn',
  'leaderProfileUs',
  'strategyJp',
  'strategyCn',
  'strategyUs',
  'basket',
  'universe',
] as const;
export type AdminFollowTextAreaField = (typeof adminFollowTextAreaFields)[number];

/** The product being created (`createFollowProduct`) or changed (`updateFollowProduct`). */
export interface AdminFollowEditor {
  mode: 'create' | 'edit';
  productId?: string;
  /** The market is chosen on creation only (the update request has none). */
  market: AdminFollowMarket;
  onMarketChange: (market: AdminFollowMarket) => void;
  strategyKind: AdminFollowStrategyKind;
  onStrategyKindChange: (kind: AdminFollowStrategyKind) => void;
  fields: Record<AdminFollowTextField, FieldBinding>;
  areas: Record<AdminFollowTextAreaField, TextAreaBinding>;
  /** The basket lines' weights summed (`parseBasketLines`), shown under the basket; null while they do not parse. */
  basketTotal?: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** Already translated: why the server refused. */
  formError?: string;
}

/** A state change waiting for the operator's confirmation, then sending (`setFollowProductStatus`). */
export interface AdminFollowAction {
  productId: string;
  state: AdminFollowState;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
}

export interface AdminFollowProductsScreenProps {
  status: AdminLoadStatus;
  products: readonly AdminFollowRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  filter: AdminFollowState | 'all';
  onFilterChange: (filter: AdminFollowState | 'all') => void;
  onRetry: () => void;
  onCreate: () => void;
  /** The product whose detail and actions are open. */
  selectedId?: string;
  onSelect: (id: string | undefined) => void;
  onEdit: (id: string) => void;
  /** Asks for confirmation first (`action`). */
  onSetState: (id: string, state: AdminFollowState) => void;
  action?: AdminFollowAction;
  /** The state just set on the selected product: its outcome is shown in the panel. */
  done?: AdminFollowState;
  /** Already translated: why the server refused the last state change on the selected product. */
  actionError?: string;
  editor?: AdminFollowEditor;
}
