import { BlockList, isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The client's address through trusted proxies (set only when some are configured; http/operation.ts). */
    clientAddress: string;
  }
}

/**
 * The proxies whose `X-Forwarded-For` is believed (`KABUTO_TRUSTED_PROXIES`): addresses or CIDR subnets, IPv4 or IPv6.
 * Behind a load balancer every request comes from the balancer's address; without this, the per-address sign-in
 * throttle would count every customer as one, and the sign-in history would show the balancer.
 */
export type TrustedProxies = readonly string[];

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) as `192.0.2.1`; anything else as given. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Why an entry of KABUTO_TRUSTED_PROXIES is not an address or a subnet; undefined when it is one. */
export function trustedProxyProblem(entry: string): string | undefined {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `${JSON.stringify(entry)} is not an IP address or a CIDR subnet`;
  if (bits === undefined) return undefined;
  const prefix = Number(bits);
  const max = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(bits) || prefix > max) return `${JSON.stringify(entry)}: the prefix must be 0 to ${max}`;
  return undefined;
}

/** A matcher for the trusted proxies (entries already checked by trustedProxyProblem). */
export function trustedProxyMatcher(entries: TrustedProxies): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy — then the right-most address of
 * `X-Forwarded-For` that is not a trusted proxy (each proxy appends the address it was reached from, so everything to
 * the left of the first untrusted hop was written by the client and proves nothing). A malformed entry stops the walk
 * at the last trusted hop; a chain of trusted proxies only gives its left-most address.
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  isTrusted: (address: string) => boolean,
): string {
  let address = plainAddress(peer);
  if (!forwardedFor || !isTrusted(address)) return address;
  const hops = forwardedFor.split(',').map((hop) => plainAddress(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) return address;
    address = hop;
    if (!isTrusted(hop)) return hop;
  }
  return address;
}

/**
 * Resolves each request's client address once, through the trusted proxies; `peerOf` reads the socket's address.
 * Installed only when proxies are configured, so a server without any reads the socket alone.
 */
export function forwardedClientAddress(
  entries: TrustedProxies,
  peerOf: (c: Parameters<MiddlewareHandler>[0]) => string,
): MiddlewareHandler {
  const isTrusted = trustedProxyMatcher(entries);
  return async (c, next) => {
    c.set('clientAddress', resolveClientAddress(peerOf(c), c.req.header('x-forwarded-for'), isTrusted));
    await next();
  };
}
