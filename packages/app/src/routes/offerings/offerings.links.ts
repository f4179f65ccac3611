import { getHref } from '../../app/paths.ts';

// Where an offering's pages are: the seed's routes take the offering in `?stockIndex=` (the apply screen) or `?id=`.

/** /home/newShareInfo of one IPO. */
export function ipoOfferingHref(offeringId: string): string {
  return `${getHref('newShareInfo')}?id=${encodeURIComponent(offeringId)}`;
}

/** /mine/newShareOrder: the application form of one IPO. */
export function ipoApplyHref(offeringId: string): string {
  return `${getHref('newShareOrder')}?stockIndex=${encodeURIComponent(offeringId)}`;
}

/** The draw's verification: re-run in the browser from the published seed and entries. */
export function ipoDrawVerifyHref(offeringId: string): string {
  return `${getHref('newShareVerify')}?id=${encodeURIComponent(offeringId)}`;
}

/** /home/largeInfo of one off-floor distribution. */
export function blockDistributionHref(distributionId: string): string {
  return `${getHref('blockInfo')}?id=${encodeURIComponent(distributionId)}`;
}
