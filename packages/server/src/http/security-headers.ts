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

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the handler that serves the app shell: its page's nonce for inline styles. */
    styleNonce: string;
  }
}

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/**
 * Sets the security headers on every response, errors and 404s included; the app shell's policy also admits the
 * nonce its handler chose (`c.set('styleNonce', …)`).
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(HEADERS)) c.res.headers.set(name, value);
  const styleNonce = c.get('styleNonce');
  if (styleNonce) c.res.headers.set('Content-Security-Policy', contentSecurityPolicy({ styleNonce }));
};
