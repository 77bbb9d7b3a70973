// Webhook URLs are typed by managers, so a delivery must not become a way to reach what only the
// server can reach: the metadata service, the database, the shop's router. The host is resolved
// once, every address it resolves to is checked, and the connection is made to that checked
// address (so a second, different DNS answer cannot slip a private address in between).
// An operator may allow private ranges (WEBHOOKS_ALLOW_PRIVATE=1) for integrations on the LAN.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (an IPv4 address in disguise)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` lies in a private, loopback, link-local or otherwise non-public range. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return privateRanges.check(address, 'ipv4');
  if (version !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  return privateRanges.check(address, 'ipv6');
}

export class BlockedAddressError extends Error {}

export type PinnedAddress = { address: string; family: 4 | 6 };

/** The address to connect to for `hostname`, refusing private ones unless they are allowed. */
export async function resolvePinned(
  hostname: string,
  allowPrivate: boolean,
): Promise<PinnedAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const found = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await lookup(bare, { all: true, verbatim: true });
  if (found.length === 0) throw new Error(`${hostname} did not resolve`);
  if (!allowPrivate) {
    const blocked = found.find((entry) => isPrivateAddress(entry.address));
    if (blocked) {
      throw new BlockedAddressError(
        `Blocked: ${hostname} resolves to the private address ${blocked.address}`,
      );
    }
  }
  const first = found[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
