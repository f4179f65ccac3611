export { Price, formatPrice, priceDecimals, type PriceDecimals, type PriceProps } from './Price.tsx';
