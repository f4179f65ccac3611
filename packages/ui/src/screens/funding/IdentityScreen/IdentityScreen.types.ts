import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { FundingShell, FundingStatus, ImageFieldBinding } from '../shared/types.ts';

/** The contract's `RealNameStatus`: nothing submitted, under review, verified, rejected (may submit again). */
export const identityStatuses = ['unverified', 'reviewing', 'verified', 'rejected'] as const;
export type IdentityStatus = (typeof identityStatuses)[number];

/** The user's verification (`getIdentityVerification`); images are never sent back. */
export interface IdentityVerificationView {
  status: IdentityStatus;
  /** As submitted; absent while unverified. */
  name?: string;
  nameKana?: string;
  /** Masked to its last four characters (`********1234`). */
  idNumberMasked?: string;
  /** ISO 8601 instants. */
  submittedAt?: string;
  reviewedAt?: string;
  /** When rejected: the operator's reason code, shown as `error.<code>` in the user's language. */
  rejectReason?: string;
  /** When rejected: the operator's note, in the user's language (`rejectNote[locale]`). */
  rejectNote?: string;
}

/** Where a verified user goes next. */
export interface IdentityNextSteps {
  fundPasswordHref: string;
  bankAddHref: string;
  depositHref: string;
}

export interface IdentityScreenProps {
  shell: FundingShell;
  status: FundingStatus;
  onRetry: () => void;
  /** Absent (or `unverified`) until something is submitted. */
  verification?: IdentityVerificationView;
  /** The form, shown while unverified or rejected: each field is react-hook-form's `register()` plus its state. */
  nameField: FieldBinding;
  nameKanaField: FieldBinding;
  idNumberField: FieldBinding;
  frontImageField: ImageFieldBinding;
  backImageField: ImageFieldBinding;
  /** The privacy consent checkbox. */
  privacyField: FieldBinding;
  /** The privacy policy (/mine/privacy). */
  privacyHref: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Sending: the submit is disabled, so the documents cannot be sent twice. */
  submitting: boolean;
  /** A translated refusal (`real_name_pending`, `upload_invalid_image`…). */
  formError?: string;
  supportHref: string;
  next: IdentityNextSteps;
}
