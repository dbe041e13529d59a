import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a tenant-configured server (SMTP now, IMAP later) must not point at: this machine,
 * its local networks and the provider's internal ones. Otherwise a user with settings rights could
 * reach services behind the firewall through Kontor.
 */
// Two lists: Node's BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too, so one
// list with ::ffff:0:0/96 would count every IPv4 address as internal.
const internalV4 = new BlockList();
const internalV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local host
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  internalV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: a real name never resolves to one, a trick might
  ['64:ff9b::', 96], // NAT64 embeds an IPv4 address that was never checked
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  internalV6.addSubnet(network, prefix, 'ipv6');

export const isInternalAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? internalV4.check(address, 'ipv4') : internalV6.check(address, 'ipv6');
};

export type OutboundHostProblem = 'not_found' | 'internal';

/** Why no connection was attempted; the message is for the log, users get a German text. */
export class OutboundHostRefused extends Error {
  readonly problem: OutboundHostProblem;

  constructor(problem: OutboundHostProblem) {
    super(problem === 'internal' ? 'host resolves to an internal address' : 'host name not found');
    this.problem = problem;
  }
}

export interface OutboundTarget {
  /** The checked address: connect to this, never to the name again (DNS rebinding). */
  address: string;
  family: 4 | 6;
  /** The name as configured, for TLS (SNI and certificate check); undefined for an IP literal. */
  servername: string | undefined;
}

/**
 * Resolves a host name once and answers the first address that is not internal, unless internal
 * hosts are allowed (MAIL_ALLOW_PRIVATE_HOSTS, for a local relay or the tests' SMTP peer).
 */
export async function resolveOutboundHost(
  host: string,
  { allowInternal }: { allowInternal: boolean },
): Promise<OutboundTarget> {
  const name = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(name, { all: true, order: 'ipv4first' });
  } catch {
    throw new OutboundHostRefused('not_found');
  }
  const usable = allowInternal ? addresses : addresses.filter((a) => !isInternalAddress(a.address));
  const chosen = usable[0];
  if (!chosen) throw new OutboundHostRefused(addresses.length ? 'internal' : 'not_found');
  return {
    address: chosen.address,
    family: chosen.family === 6 ? 6 : 4,
    servername: isIP(name) ? undefined : name,
  };
}
