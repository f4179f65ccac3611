// App-owned strings of the one-day margin route (/home/withinDays) in us.
export const daytradeUs: Record<string, string> = {};
