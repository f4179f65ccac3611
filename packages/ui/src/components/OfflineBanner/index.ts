export { OfflineBanner } from './OfflineBanner.tsx';
export type { OfflineBannerProps } from './OfflineBanner.tsx';
