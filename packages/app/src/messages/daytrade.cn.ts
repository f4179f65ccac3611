// App-owned strings of the one-day margin route (/home/withinDays) in cn.
export const daytradeCn: Record<string, string> = {};
