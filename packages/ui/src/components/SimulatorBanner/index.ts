export { SimulatorBanner } from './SimulatorBanner.tsx';
