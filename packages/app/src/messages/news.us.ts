// App-owned strings of the news routes in us.
export const newsUs: Record<string, string> = {};
