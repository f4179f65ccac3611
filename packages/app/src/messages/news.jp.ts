// App-owned strings of the news routes in jp.
export const newsJp: Record<string, string> = {};
