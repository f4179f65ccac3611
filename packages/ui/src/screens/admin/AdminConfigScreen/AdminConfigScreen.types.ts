import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus } from '../adminTerms.ts';

/** How a config value is written and edited (AdminConfigName in the contract). Bounds are decimal strings. */
export type AdminConfigFormat =
  | { kind: 'text'; maxLength: number }
  | { kind: 'url' }
  | { kind: 'urlOrPath' }
  | { kind: 'version' }
  | { kind: 'digits'; length: number }
  | { kind: 'hours' }
  | { kind: 'leverage' }
  | { kind: 'yen'; min: string; max?: string }
  | { kind: 'percent'; min: string; max: string }
  | { kind: 'boolean' }
  | { kind: 'days' }
  | { kind: 'readOnly' };

export const adminConfigGroups = ['site', 'registration', 'deposit', 'withdrawal', 'fees', 'trading', 'other'] as const;
export type AdminConfigGroup = (typeof adminConfigGroups)[number];

export interface AdminConfigEntryView {
  name: string;
  value: string;
  format: AdminConfigFormat;
  group: AdminConfigGroup;
  /** Private entries are not served to the app. */
  visibility: 'public' | 'private';
  editable: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The entry being edited: one at a time, saved on its own. */
export interface AdminConfigEdit {
  name: string;
  /** register() of the value, for typed fields. */
  field: FieldBinding;
  /** The value and its setter, for on/off and day choices. */
  choice: { value: string; onValueChange: (value: string) => void };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  formError?: string;
}

export interface AdminConfigScreenProps {
  status: AdminLoadStatus;
  entries: readonly AdminConfigEntryView[];
  onRetry: () => void;
  onEdit: (name: string) => void;
  editing?: AdminConfigEdit;
}
