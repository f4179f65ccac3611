export { StepUpDialog } from './StepUpDialog.tsx';
export { stepUpPurposes, type StepUpDialogProps, type StepUpPurpose } from './StepUpDialog.types.ts';
