import type { MiddlewareHandler } from 'hono';

/** The policy; `styleNonce` also admits <style> elements carrying that nonce (the app shell's, see app-shell.ts). */
export function contentSecurityPolicy({ styleNonce }: { styleNonce?: string } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/**
 * Sets the security headers on every response, errors and 404s included. A handler may set its own
 * Content-Security-Policy (the app shell adds its nonce); every other response gets the default.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(HEADERS)) {
    if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue;
    c.res.headers.set(name, value);
  }
};
