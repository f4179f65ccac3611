import { getHref } from '../../app/paths.ts';

/** /home/followInfo of one product: the seed has no product page of its own, so ours takes the product in `?id=`. */
export function followProductHref(productId: string): string {
  return `${getHref('followInfo')}?id=${encodeURIComponent(productId)}`;
}
