export {
  ProgressSteps,
  stepStates,
  type ProgressStep,
  type ProgressStepsProps,
  type StepState,
} from './ProgressSteps.tsx';
