// App-owned strings of the one-day margin route (/home/withinDays) in jp.
export const daytradeJp: Record<string, string> = {};
