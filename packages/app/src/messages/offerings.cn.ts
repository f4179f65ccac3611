// App-owned strings of the offerings routes (IPO subscription, off-floor distributions) in cn.
export const offeringsCn: Record<string, string> = {};
