// App-owned strings of the funding routes (identity, bank cards, deposits, withdrawals) in cn.
export const fundingCn: Record<string, string> = {};
