// App-owned strings of the funding routes (identity, bank cards, deposits, withdrawals) in us.
export const fundingUs: Record<string, string> = {};
