export { AdminDistributionsScreen } from './AdminDistributionsScreen.tsx';
export {
  adminDistributionMarkets,
  adminDistributionStatuses,
  adminDistributionTextFields,
  type AdminDistributionClose,
  type AdminDistributionEditor,
  type AdminDistributionMarket,
  type AdminDistributionRow,
  type AdminDistributionStatus,
  type AdminDistributionsScreenProps,
  type AdminDistributionTextField,
} from './AdminDistributionsScreen.types.ts';
