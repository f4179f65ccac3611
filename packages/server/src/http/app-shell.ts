import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Context } from 'hono';

/** What the app's build writes where a nonce belongs (packages/app/vite.config.ts, `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = 'KABUTO_CSP_NONCE';

/**
 * The app's shell (index.html) with a fresh nonce in place of the build's placeholder; its Content-Security-Policy
 * allows inline styles carrying that nonce and no others. The app hands the nonce to the one library that writes
 * a <style> element at run time (Radix's scroll lock); scripts stay 'self' only. Never kept by an HTTP cache. The
 * app's service worker precaches one response of it, header and body together, so its nonce and its policy stay
 * consistent: the installed app starts from that copy, online or not, until the next build replaces it.
 */
export function serveAppShell(c: Context, indexHtml: string): Response | Promise<Response> {
  if (!existsSync(indexHtml)) return c.notFound();
  const nonce = randomBytes(16).toString('base64');
  c.header('Cache-Control', 'no-cache');
  // The security headers (./security-headers.ts) put it in the policy's style-src.
  c.set('styleNonce', nonce);
  return c.html(readFileSync(indexHtml, 'utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
}

/**
 * Whether a path names a file (its last segment has an extension, as /sw.js, /manifest.webmanifest or an asset): a
 * missing one is a 404, never the shell. The app routes on the hash, so no page path looks like a file; and HTML in
 * place of a script would fail a service worker's update check on every visit, or an old build's chunk on its MIME
 * type, where a 404 says plainly that the file is gone.
 */
export function namesFile(path: string): boolean {
  return /\/[^/]+\.[^/]+$/.test(path);
}
