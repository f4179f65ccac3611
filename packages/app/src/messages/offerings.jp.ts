// App-owned strings of the offerings routes (IPO subscription, off-floor distributions) in jp.
export const offeringsJp: Record<string, string> = {};
