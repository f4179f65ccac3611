export { SplashScreen } from './SplashScreen.tsx';
export { splashStepIds, type SplashScreenProps, type SplashStep, type SplashStepId } from './SplashScreen.types.ts';
