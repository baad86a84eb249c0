import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the server may send a push (issue 34 §4). A subscription's endpoint is a URL the browser
 * hands us, so it is someone else's input that makes this server open a connection: it must be
 * https and must not point into the server's own network (SSRF, DESIGN.md §7). The address is
 * checked twice: the URL's own host when the endpoint is registered and before each send, and
 * every address its name resolves to at connection time (`publicOnlyLookup`), so a name that
 * later resolves to 127.0.0.1 still reaches nothing inside. `PUSH_ALLOW_HTTP` (tests only) lifts both.
 */

/** Loopback, private, link-local, shared, multicast, documentation and reserved ranges. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True for an IP address a push service can never have: loopback, private, link-local... */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return NOT_PUBLIC.check(bare, 'ipv4');
  if (version !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1, or ::ffff:a00:1 as URL parsing writes it).
  const mapped = /^::ffff:(?:0:)?([0-9a-f.:]+)$/i.exec(bare)?.[1];
  if (mapped !== undefined) return isPrivateAddress(mappedIpv4(mapped));
  return NOT_PUBLIC.check(bare, 'ipv6');
}

/** `10.0.0.1` as it is, `a00:1` as 10.0.0.1. */
function mappedIpv4(tail: string): string {
  if (isIP(tail) === 4) return tail;
  const [high = '0', low = '0'] = tail.split(':');
  const value = (Number.parseInt(high, 16) << 16) | Number.parseInt(low, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

export type EndpointProblem = 'not_https' | 'private_host';

/**
 * Why this endpoint may not receive pushes from this server, or null when it may. Host names are
 * judged by parsing (`new URL`), which also turns `127.1` or `2130706433` into 127.0.0.1.
 */
export function endpointProblem(endpoint: string, allowHttp: boolean): EndpointProblem | null {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (url === null || (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:'))) return 'not_https';
  if (allowHttp) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host)) return 'private_host';
  return null;
}

/** A DNS lookup for outgoing pushes that refuses a name resolving to any non-public address. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0) {
      const reason = refused ? `resolves to a non-public address (${refused.address})` : 'resolves to no address';
      return callback(Object.assign(new Error(`Push endpoint host ${hostname} ${reason}`), { code: 'EPRIVATE' }), '');
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [(typeof addresses)[number]];
    return callback(null, first.address, first.family);
  });
};
