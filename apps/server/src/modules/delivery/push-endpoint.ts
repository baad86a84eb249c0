import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isSpecialPurposeAddress } from '../../lib/special-purpose-addresses.ts';

/**
 * Where the server may send a push (issue 34 §4). A subscription's endpoint is a URL the browser
 * hands us, so it is someone else's input that makes this server open a connection: it must be
 * https and must not point into the server's own network (SSRF, DESIGN.md §7). The address is
 * checked twice: the URL's own host when the endpoint is registered and before each send, and
 * every address its name resolves to at connection time (`publicOnlyLookup`), so a name that
 * later resolves to 127.0.0.1 still reaches nothing inside. `PUSH_ALLOW_HTTP` (tests only) lifts both.
 */

export type EndpointProblem = 'not_https' | 'credentials' | 'port' | 'private_host';

/**
 * Why this endpoint may not receive pushes from this server, or null when it may. Host names are
 * judged by parsing (`new URL`), which also turns `127.1` or `2130706433` into 127.0.0.1. Push
 * services listen on 443 and never take credentials in the URL; a URL with either points at
 * something else (issue 40 §5).
 */
export function endpointProblem(endpoint: string, allowHttp: boolean): EndpointProblem | null {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (url === null || (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:'))) return 'not_https';
  if (url.username !== '' || url.password !== '') return 'credentials';
  if (allowHttp) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || isSpecialPurposeAddress(host)) return 'private_host';
  // `new URL` drops the scheme's default port, so an empty port is 443 here.
  return url.port === '' ? null : 'port';
}

/** A DNS lookup for outgoing pushes that refuses a name resolving to any non-public address. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find((entry) => isSpecialPurposeAddress(entry.address));
    if (refused || addresses.length === 0) {
      const reason = refused ? `resolves to a non-public address (${refused.address})` : 'resolves to no address';
      return callback(Object.assign(new Error(`Push endpoint host ${hostname} ${reason}`), { code: 'EPRIVATE' }), '');
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [(typeof addresses)[number]];
    return callback(null, first.address, first.family);
  });
};
