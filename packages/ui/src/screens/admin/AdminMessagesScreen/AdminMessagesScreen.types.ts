import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { AdminLoadStatus, AdminPageInfo } from '../adminTerms.ts';
import type { TextAreaBinding } from '../internal/TextAreaBinding.ts';

export type AdminMessageAudience = 'user' | 'all';
export type AdminMessageLanguage = 'jp' | 'cn' | 'us';
export type AdminLocalizedText = Record<AdminMessageLanguage, string>;

export interface AdminSentMessageRow {
  id: string;
  audience: AdminMessageAudience;
  account: string | null;
  title: AdminLocalizedText;
  body: AdminLocalizedText;
  recipients: number;
  sentAt: string;
  sentBy: string;
}

/** The message being written: a title and a body in each language. */
export interface AdminMessageCompose {
  audience: AdminMessageAudience;
  onAudienceChange: (audience: AdminMessageAudience) => void;
  accountField: FieldBinding;
  titleFields: Record<AdminMessageLanguage, FieldBinding>;
  bodyFields: Record<AdminMessageLanguage, TextAreaBinding>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  formError?: string;
}

export interface AdminMessagesScreenProps {
  compose: AdminMessageCompose;
  sent: {
    status: AdminLoadStatus;
    items: readonly AdminSentMessageRow[];
    pageInfo: AdminPageInfo;
    onPageChange: (page: number) => void;
    onRetry: () => void;
  };
}
