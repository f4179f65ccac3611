// App-owned strings of the follow routes (copy trading and quantitative products) in us.
export const followUs: Record<string, string> = {};
