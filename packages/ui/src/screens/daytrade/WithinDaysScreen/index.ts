export { WithinDaysScreen } from './WithinDaysScreen.tsx';
export { withinDaysTabs } from './WithinDaysScreen.types.ts';
export type {
  DaytradeApplyProps,
  DaytradeCloseRequest,
  WithinDaysLinks,
  WithinDaysScreenProps,
  WithinDaysTab,
} from './WithinDaysScreen.types.ts';
export { daytradeFundProblem, type DaytradeFundProblem } from './Application.tsx';
export { closeEstimate } from './ClosePositionDialog.tsx';
// The title, for the app's header (its text travels with the screen, in every language).
export { withinDaysScreenMessages } from './WithinDaysScreen.messages.ts';
