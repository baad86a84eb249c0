import { BlockList, isIP } from 'node:net';

/**
 * Addresses no public service has: every range of the IANA special-purpose address registries,
 * "IANA IPv4 Special-Purpose Address Registry" and "IANA IPv6 Special-Purpose Address Registry"
 * (https://www.iana.org/assignments/iana-ipv4-special-registry, .../iana-ipv6-special-registry),
 * plus multicast (224.0.0.0/4, ff00::/8) and the deprecated site-local fec0::/10. The server must
 * never be made to open a connection into these from someone else's URL (SSRF, DESIGN.md §7).
 * Whole ranges are refused even where a sub-range is marked globally reachable (2001::/23, the
 * IPv4-mapped ::ffff:0:0/96): no push service lives there. This is the only copy of the list.
 */
const IPV4_SPECIAL_PURPOSE: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "This network" (RFC 791)
  ['10.0.0.0', 8], // Private-Use (RFC 1918)
  ['100.64.0.0', 10], // Shared Address Space (RFC 6598)
  ['127.0.0.0', 8], // Loopback (RFC 1122)
  ['169.254.0.0', 16], // Link Local (RFC 3927)
  ['172.16.0.0', 12], // Private-Use (RFC 1918)
  ['192.0.0.0', 24], // IETF Protocol Assignments (RFC 6890), with 192.0.0.170/31 NAT64 discovery
  ['192.0.2.0', 24], // Documentation TEST-NET-1 (RFC 5737)
  ['192.31.196.0', 24], // AS112-v4 (RFC 7535)
  ['192.52.193.0', 24], // AMT (RFC 7450)
  ['192.88.99.0', 24], // Deprecated 6to4 Relay Anycast (RFC 7526)
  ['192.168.0.0', 16], // Private-Use (RFC 1918)
  ['192.175.48.0', 24], // Direct Delegation AS112 Service (RFC 7534)
  ['198.18.0.0', 15], // Benchmarking (RFC 2544)
  ['198.51.100.0', 24], // Documentation TEST-NET-2 (RFC 5737)
  ['203.0.113.0', 24], // Documentation TEST-NET-3 (RFC 5737)
  ['224.0.0.0', 4], // Multicast (RFC 5771)
  ['240.0.0.0', 4], // Reserved (RFC 1112), which holds 255.255.255.255/32, Limited Broadcast
];

const IPV6_SPECIAL_PURPOSE: readonly (readonly [string, number])[] = [
  ['::', 96], // Unspecified ::/128, Loopback ::1/128 and the deprecated IPv4-Compatible ::/96 (RFC 4291)
  ['::ffff:0:0', 96], // IPv4-mapped Address (RFC 4291)
  ['64:ff9b::', 96], // IPv4-IPv6 Translation (RFC 6052)
  ['64:ff9b:1::', 48], // IPv4-IPv6 Translation, local use (RFC 8215)
  ['100::', 64], // Discard-Only Address Block (RFC 6666)
  ['100:0:0:1::', 64], // Dummy IPv6 Prefix (RFC 9780)
  ['2001::', 23], // IETF Protocol Assignments (RFC 2928): Teredo 2001::/32, ORCHIDv2, AMT, AS112...
  ['2001:db8::', 32], // Documentation (RFC 3849)
  ['2002::', 16], // 6to4 (RFC 3056)
  ['2620:4f:8000::', 48], // Direct Delegation AS112 Service (RFC 7534)
  ['3fff::', 20], // Documentation (RFC 9637)
  ['5f00::', 16], // Segment Routing SIDs (RFC 9602)
  ['fc00::', 7], // Unique-Local (RFC 4193)
  ['fe80::', 10], // Link-Local Unicast (RFC 4291)
  ['fec0::', 10], // Site-Local, deprecated (RFC 3879)
  ['ff00::', 8], // Multicast (RFC 4291)
];

// One list per family: a BlockList also checks an IPv4 address against its IPv6 rules as
// ::ffff:a.b.c.d, so ::ffff:0:0/96 in a shared list would refuse every IPv4 address.
const IPV4_BLOCKED = new BlockList();
for (const [network, prefix] of IPV4_SPECIAL_PURPOSE) IPV4_BLOCKED.addSubnet(network, prefix, 'ipv4');
const IPV6_BLOCKED = new BlockList();
for (const [network, prefix] of IPV6_SPECIAL_PURPOSE) IPV6_BLOCKED.addSubnet(network, prefix, 'ipv6');

/**
 * True for an IP address (v4, v6, or v6 in URL brackets) in a special-purpose range; false for a
 * public address and for anything that is not an IP address (a host name is judged by its lookup).
 */
export function isSpecialPurposeAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return IPV4_BLOCKED.check(bare, 'ipv4');
  if (version === 6) return IPV6_BLOCKED.check(bare, 'ipv6');
  return false;
}
