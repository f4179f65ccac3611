// App-owned strings of the follow routes (copy trading and quantitative products) in jp.
export const followJp: Record<string, string> = {};
