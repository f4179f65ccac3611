import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../src/http/app-shell.ts';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.ts';
import { engines } from './helpers/engines.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// The installable app's files as the app's build writes them (vite-plugin-pwa): the service worker, Workbox's
// runtime beside it, the web app manifest and its icons. Serving them does not depend on the database engine.
const [engine] = engines();

/** The directives a same-origin service worker and manifest fall back to (CSP level 3), from the policy text. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );
}

describe('the installable app’s files', () => {
  let t: TestServer;
  let origin: string;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'kabuto-pwa-'));
  const worker = `importScripts("/workbox-1a2b3c4d.js");self.addEventListener("fetch",()=>{});`;
  const manifest = JSON.stringify({ name: 'Kabuto', start_url: '/#/home/index', scope: '/' });
  const shell =
    '<!doctype html><title>Kabuto</title>' +
    `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><div id="root"></div>`;

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), shell);
    writeFileSync(path.join(staticDir, 'sw.js'), worker);
    writeFileSync(path.join(staticDir, 'workbox-1a2b3c4d.js'), 'self.workbox={};');
    writeFileSync(path.join(staticDir, 'manifest.webmanifest'), manifest);
    writeFileSync(path.join(staticDir, 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    t = await startTestServer(engine!, { staticDir });
    origin = new URL(t.baseUrl).origin;
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the service worker as a script, revalidated on every check, under a policy that admits it', async () => {
    for (const file of ['/sw.js', '/workbox-1a2b3c4d.js']) {
      const res = await fetch(`${origin}${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript\b/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // A worker's own script runs under its response's policy: Workbox's runtime is imported from 'self'.
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
    expect(await (await fetch(`${origin}/sw.js`)).text()).toBe(worker);
  });

  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    const res = await fetch(`${origin}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json\b/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ start_url: '/#/home/index', scope: '/' });
    const icon = await fetch(`${origin}/icon-192.png`);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('lets the page register a same-origin worker and load its manifest, and nothing from elsewhere', async () => {
    const policy = directives((await fetch(`${origin}/`)).headers.get('content-security-policy')!);
    // worker-src falls back to child-src, then script-src; manifest-src to default-src.
    const workerSources = policy.get('worker-src') ?? policy.get('child-src') ?? policy.get('script-src');
    const manifestSources = policy.get('manifest-src') ?? policy.get('default-src');
    expect(workerSources).toBe("'self'");
    expect(manifestSources).toBe("'self'");
  });

  it('answers Workbox’s precache request for the shell with one nonce in its policy and its page', async () => {
    const res = await fetch(`${origin}/index.html?__WB_REVISION__=0123abcd`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
  });

  it('answers a missing file with 404, not the shell, so a worker or script never gets HTML in its place', async () => {
    for (const file of ['/sw-old.js', '/assets/index-0ld0ld.js', '/manifest.json']) {
      const res = await fetch(`${origin}${file}`);
      expect(res.status, file).toBe(404);
      expect(res.headers.get('content-type') ?? '', file).not.toMatch(/html/);
    }
    // A page path still gets the shell, for the client-side router.
    const page = await fetch(`${origin}/home/index`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});
