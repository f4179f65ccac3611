import { StepUpDialog, type StepUpDialogProps } from '@kabuto/ui';

/** The step-up dialog in a chunk of its own, fetched the first time a screen asks for a passkey confirmation. */
export default function StepUpDialogChunk(props: StepUpDialogProps) {
  return <StepUpDialog {...props} />;
}
