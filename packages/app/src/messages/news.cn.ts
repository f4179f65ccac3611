// App-owned strings of the news routes in cn.
export const newsCn: Record<string, string> = {};
