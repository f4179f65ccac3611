import { AccountPanel, type AccountPanelProps } from '@kabuto/ui';

/** The account panel (MYPAGE) in a chunk of its own, fetched the first time it is opened. */
export default function AccountPanelChunk(props: AccountPanelProps) {
  return <AccountPanel {...props} />;
}
