// App-owned strings of the follow routes (copy trading and quantitative products) in cn.
export const followCn: Record<string, string> = {};
