export { MyPageScreen } from './MyPageScreen.tsx';
export { restrictionKinds } from './MyPageScreen.types.ts';
export type {
  AccountRestrictionView,
  MyPageProfile,
  MyPageScreenProps,
  RestrictionKind,
} from './MyPageScreen.types.ts';
