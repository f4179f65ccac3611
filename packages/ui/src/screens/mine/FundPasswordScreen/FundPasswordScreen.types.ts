import type { FormEventHandler } from 'react';
import type { FieldBinding } from '../../FieldBinding.ts';
import type { MineShell, MineStatus } from '../shared/MineFrame.tsx';

/** `set` the first time (proved with the login password), `change` afterwards (proved with the current one). */
export type FundPasswordMode = 'set' | 'change';

export interface FundPasswordScreenProps {
  shell: MineShell;
  /** Loading until the app knows whether a fund password is set. */
  status: MineStatus;
  onRetry: () => void;
  mode: FundPasswordMode;
  /** The login password (`set`) or the current fund password (`change`). */
  currentField: FieldBinding;
  newField: FieldBinding;
  confirmField: FieldBinding;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  formError?: string;
  done?: boolean;
  /** Where to go after it is done (the personal page). */
  doneHref: string;
  /** A forgotten fund password is reset through customer service. */
  supportHref: string;
}
