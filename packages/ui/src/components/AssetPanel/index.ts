export { AssetPanel, type AssetPanelProps, type AssetSummary } from './AssetPanel.tsx';
