export { AdminNewsScreen } from './AdminNewsScreen.tsx';
export {
  adminNewsCategories,
  adminNewsFilters,
  adminNewsLanguages,
  adminNewsMarkets,
  type AdminNewsCategory,
  type AdminNewsEditor,
  type AdminNewsFilter,
  type AdminNewsLanguage,
  type AdminNewsMarket,
  type AdminNewsRow,
  type AdminNewsScreenProps,
  type AdminNewsText,
  type AdminNewsUnpublish,
} from './AdminNewsScreen.types.ts';
