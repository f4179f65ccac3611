import { setNonce } from 'get-nonce';

/**
 * Hands the page's CSP nonce to the libraries that write a <style> element at run time (Radix's scroll lock, through
 * react-style-singleton). The server fills index.html's `<meta property="csp-nonce">` with a fresh nonce per
 * response and admits inline styles only with it; without it the style is refused (a CSP violation) and the page
 * behind a dialog keeps scrolling. It is read from the element's `nonce` property (browsers hide the attribute).
 * zod, the other library that would trip the policy (by probing for eval), is set up in ./zod-config.ts.
 */
export function adoptCspNonce(root: ParentNode = document): void {
  const nonce = root.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);
}
