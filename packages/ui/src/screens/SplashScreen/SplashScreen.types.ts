import type { StepState } from '../../components/ProgressSteps/ProgressSteps.tsx';

export const splashStepIds = ['version', 'quotes', 'host', 'ready'] as const;
export type SplashStepId = (typeof splashStepIds)[number];

export interface SplashStep {
  id: SplashStepId;
  state: StepState;
}

export interface SplashScreenProps {
  title: string;
  logoSrc?: string;
  steps: SplashStep[];
  onRetry?: () => void;
}
