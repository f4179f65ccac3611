export { MoreStockScreen } from './MoreStockScreen.tsx';
export { stockSorts, type MoreStockScreenProps, type StockSort } from './MoreStockScreen.types.ts';
