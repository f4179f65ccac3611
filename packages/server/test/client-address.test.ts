import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseTrustedProxies, readEnv, repoRoot } from '../src/config/env.ts';
import { resolveClientAddress, trustedProxyMatcher } from '../src/http/client-address.ts';
import { engineNamed } from './helpers/engines.ts';
import { startTestServer, STRONG_PASSWORD, type TestServer } from './helpers/server.ts';

describe('the client address behind trusted proxies', () => {
  const trusted = trustedProxyMatcher(['10.0.0.5', '10.1.0.0/16', '2001:db8::/32']);

  it('believes X-Forwarded-For only from a trusted peer, taking the right-most hop that is not a proxy', () => {
    // No proxies configured, or an untrusted peer: the socket's address, whatever the header claims.
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', trustedProxyMatcher([]))).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', trusted)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, trusted)).toBe('203.0.113.9');
    // Through the balancer: the address it was reached from.
    expect(resolveClientAddress('10.0.0.5', '198.51.100.1', trusted)).toBe('198.51.100.1');
    expect(resolveClientAddress('::ffff:10.0.0.5', ' 198.51.100.1 ', trusted)).toBe('198.51.100.1');
    // A client that writes its own header gets it prepended to, not believed: the right-most untrusted hop counts.
    expect(resolveClientAddress('10.0.0.5', '1.2.3.4, 198.51.100.1', trusted)).toBe('198.51.100.1');
    // Two proxies in a row are both skipped; IPv6 too.
    expect(resolveClientAddress('10.0.0.5', '2001:db8:ffff::1, 198.51.100.1, 10.1.2.3', trusted)).toBe('198.51.100.1');
    expect(resolveClientAddress('2001:db8::7', '2001:db9::1', trusted)).toBe('2001:db9::1');
    // A malformed hop stops the walk at the last trusted address; an all-proxy chain gives its left-most.
    expect(resolveClientAddress('10.0.0.5', 'garbage, 198.51.100.1', trusted)).toBe('198.51.100.1');
    expect(resolveClientAddress('10.0.0.5', '198.51.100.1, unknown', trusted)).toBe('10.0.0.5');
    expect(resolveClientAddress('10.0.0.5', '10.1.0.1', trusted)).toBe('10.1.0.1');
  });

  it('reads KABUTO_TRUSTED_PROXIES and refuses what is not an address or a subnet', () => {
    expect(parseTrustedProxies('')).toEqual([]);
    expect(parseTrustedProxies(' 10.0.0.5 , 10.1.0.0/16,::1 ')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/x', '::1/129', '10.0.0.1/8/8']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(EnvError);
    }
    expect(readEnv({ KABUTO_TRUSTED_PROXIES: '127.0.0.1' }, repoRoot).trustedProxies).toEqual(['127.0.0.1']);
    expect(readEnv({}, repoRoot).trustedProxies).toEqual([]);
  });

  // Over real HTTP: the sign-in is recorded with the address the proxy forwarded, only when the proxy is trusted.
  describe.each([
    { trustedProxies: ['127.0.0.1'], seen: '198.51.100.23' },
    { trustedProxies: [], seen: '127.0.0.1' },
  ])('with trusted proxies $trustedProxies', ({ trustedProxies, seen }) => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(engineNamed('pglite')!, { trustedProxies });
    });
    afterAll(() => t?.close());

    it(`records a sign-in from ${seen}`, async () => {
      const { account } = await t.newUser();
      const login = await t.api.post(
        '/user/login',
        { account, password: STRONG_PASSWORD },
        { 'X-Forwarded-For': '203.0.113.200, 198.51.100.23' },
      );
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const { token } = login.body.data as { token: string };
      const sessions = await t.api.post('/security/sessions', {}, { token, account });
      const items = (sessions.body.data as { items: { current: boolean; ipAddress: string }[] }).items;
      expect(items.find((s) => s.current)?.ipAddress).toBe(seen);
    });
  });
});
