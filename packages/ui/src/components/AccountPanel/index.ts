export {
  AccountPanel,
  accountPanelLinkKeys,
  type AccountPanelLinkKey,
  type AccountPanelProps,
} from './AccountPanel.tsx';
