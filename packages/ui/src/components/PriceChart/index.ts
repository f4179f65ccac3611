export {
  PriceChart,
  priceChartPeriods,
  priceChartStatuses,
  type PriceChartCandle,
  type PriceChartPeriod,
  type PriceChartProps,
  type PriceChartStatus,
} from './PriceChart.tsx';
