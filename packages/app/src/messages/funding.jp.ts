// App-owned strings of the funding routes (identity, bank cards, deposits, withdrawals) in jp.
export const fundingJp: Record<string, string> = {};
