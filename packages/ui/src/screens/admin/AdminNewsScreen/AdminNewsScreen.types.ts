import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type { TextAreaBinding } from '../internal/TextAreaBinding.ts';

/** The list's state filter. */
export const adminNewsFilters = ['all', 'published', 'unpublished'] as const;
export type AdminNewsFilter = (typeof adminNewsFilters)[number];

/** The console's news categories (the contract's `AdminNewsCategory`), in the order offered. */
export const adminNewsCategories = ['markets', 'companies', 'ipo', 'announcements'] as const;
export type AdminNewsCategory = (typeof adminNewsCategories)[number];

/** The market an article belongs to: `jpy` Japan, `usd` US, `cny` China. */
export const adminNewsMarkets = ['jpy', 'usd', 'cny'] as const;
export type AdminNewsMarket = (typeof adminNewsMarkets)[number];

export const adminNewsLanguages = ['jp', 'cn', 'us'] as const;
export type AdminNewsLanguage = (typeof adminNewsLanguages)[number];
export type AdminNewsText = Record<AdminNewsLanguage, string>;

/** An article as the console lists it; values the console does not know yet are shown as their codes. */
export interface AdminNewsRow {
  id: string;
  title: AdminNewsText;
  body: AdminNewsText;
  market: string;
  category: string;
  /** `published` or `unpublished`. */
  status: string;
  /** ISO 8601 instants; `publishedAt` is null for an article never published. */
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: string;
}

/** The article being written (`create`, published at once) or changed (`edit`). */
export interface AdminNewsEditor {
  mode: 'create' | 'edit';
  /** The article's id when editing. */
  articleId?: string;
  /** Whether the edited article is published now; an unpublished one can be saved and published again. */
  published: boolean;
  market: AdminNewsMarket;
  onMarketChange: (market: AdminNewsMarket) => void;
  category: AdminNewsCategory | undefined;
  onCategoryChange: (category: AdminNewsCategory) => void;
  /** Already translated (no category chosen). */
  categoryError?: string;
  titleFields: Record<AdminNewsLanguage, FieldBinding>;
  bodyFields: Record<AdminNewsLanguage, TextAreaBinding>;
  /** Creates and publishes, or saves the changes. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Saves the changes and publishes again (an unpublished article only). */
  onSubmitAndPublish?: () => void;
  onCancel: () => void;
  submitting: boolean;
  /** Already translated: why the server refused. */
  formError?: string;
}

/** The unpublish waiting for the operator's confirmation. */
export interface AdminNewsUnpublish {
  articleId: string;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
}

export interface AdminNewsScreenProps {
  status: AdminLoadStatus;
  articles: readonly AdminNewsRow[];
  pageInfo: AdminPageInfo;
  onPageChange: (page: number) => void;
  filter: AdminNewsFilter;
  onFilterChange: (filter: AdminNewsFilter) => void;
  onCreate: () => void;
  onEdit: (articleId: string) => void;
  /** Asks for confirmation first (`unpublish`). */
  onUnpublish: (articleId: string) => void;
  editor?: AdminNewsEditor;
  unpublish?: AdminNewsUnpublish;
  onRetry: () => void;
}
