export { MyPageScreen } from './MyPageScreen.tsx';
export { restrictionKinds } from './MyPageScreen.types.ts';
export type {
  AccountRestrictionView,
  MyPageProfile,
  MyPageScreenProps,
  RestrictionKind,
} from './MyPageScreen.types.ts';
// The title, for the app's header (its text travels with the screen, in every language).
export { myPageScreenMessages } from './MyPageScreen.messages.ts';
