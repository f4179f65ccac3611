import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../src/http/app-shell.ts';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.ts';
import { engines } from './helpers/engines.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// Serving the built app and the push stream's heartbeat do not depend on the database engine.
const [engine] = engines();

describe('the built app and the push stream', () => {
  let t: TestServer;
  let origin: string;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'kabuto-static-'));
  const script = `console.log(${JSON.stringify('kabuto '.repeat(400))});`;
  // As the app's build writes it: the nonce placeholder on the meta element and on each tag.
  const shell =
    '<!doctype html><title>Kabuto</title>' +
    `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
    `<script type="module" src="/assets/index-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>` +
    '<div id="root"></div>';

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), shell);
    writeFileSync(path.join(staticDir, 'assets/index-abc123.js'), script);
    writeFileSync(path.join(staticDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestServer(engine!, { staticDir, heartbeatMs: 50 });
    origin = new URL(t.baseUrl).origin;
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the app shell at / with the security headers, revalidated on every visit', async () => {
    const res = await fetch(`${origin}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives every shell a fresh nonce, allowed for inline styles only, in place of the build placeholder', async () => {
    const nonces: string[] = [];
    for (const page of ['/', '/index.html', '/some/deep/link', '/']) {
      const res = await fetch(`${origin}${page}`);
      const html = await res.text();
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      const found = [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!);
      expect(found).toHaveLength(2);
      const [nonce] = found;
      expect(found[1]).toBe(nonce);
      // 128 random bits, base64.
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = res.headers.get('content-security-policy')!;
      expect(policy).toBe(CONTENT_SECURITY_POLICY.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`));
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('keeps the nonce-less policy on everything that is not the shell', async () => {
    for (const page of ['/assets/index-abc123.js', '/logo.svg', '/api/vue/no-such-operation']) {
      const res = await fetch(`${origin}${page}`);
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('answers any other page path with the shell, for the client-side router', async () => {
    const res = await fetch(`${origin}/some/deep/link`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('sends hashed assets precompressed and cacheable for a year', async () => {
    const res = await fetch(`${origin}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes brotli itself; the bytes must be the original script.
    expect(await res.text()).toBe(script);
  });

  it('sends the plain asset to a client that accepts no compression', async () => {
    const res = await fetch(`${origin}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
  });

  it('keeps unhashed files revalidated', async () => {
    const res = await fetch(`${origin}/logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends heartbeats on the push stream after hello', async () => {
    const controller = new AbortController();
    const res = await fetch(`${t.baseUrl}/stream`, { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while ((text.match(/event: heartbeat/g) ?? []).length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(events.slice(0, 3)).toEqual(['hello', 'heartbeat', 'heartbeat']);
  });
});
