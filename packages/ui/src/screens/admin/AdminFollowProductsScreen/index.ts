export { AdminFollowProductsScreen, localizedFollowText, followNextStates } from './AdminFollowProductsScreen.tsx';
export {
  adminFollowMarkets,
  adminFollowStates,
  adminFollowStrategyKinds,
  adminFollowTextAreaFields,
  adminFollowTextFields,
  type AdminFollowAction,
  type AdminFollowBasketLine,
  type AdminFollowEditor,
  type AdminFollowMarket,
  type AdminFollowProductsScreenProps,
  type AdminFollowRow,
  type AdminFollowState,
  type AdminFollowStrategyKind,
  type AdminFollowText,
  type AdminFollowTextAreaField,
  type AdminFollowTextField,
} from './AdminFollowProductsScreen.types.ts';
export {
  basketLines,
  basketParam,
  parseBasketLines,
  universeParam,
  type BasketLinesProblem,
  type ParsedBasket,
} from './basket.ts';
// The title, for the console's header (its text is the 'follow' area's, in every language).
export { adminFollowProductsScreenMessages } from './AdminFollowProductsScreen.messages.ts';
