import type { StepUpDialogProps } from './StepUpDialog.types.ts';

export const stepUpProps: StepUpDialogProps = {
  open: true,
  purpose: 'withdrawal',
  detail: '¥300,000 → 三菱UFJ銀行 新宿支店 普通 ****567',
  onConfirm: () => undefined,
  pending: false,
  onCancel: () => undefined,
  recoveryHref: '#/login/recovery',
};
