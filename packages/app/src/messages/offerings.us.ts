// App-owned strings of the offerings routes (IPO subscription, off-floor distributions) in us.
export const offeringsUs: Record<string, string> = {};
