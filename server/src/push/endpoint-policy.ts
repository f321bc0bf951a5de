import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The push services the server may call: listed origins (PUSH_ENDPOINTS; `https://*.push.apple.com`
 * takes any host below that name), or null for any public https: one on port 443.
 */
export type EndpointPolicy = string[] | null;

// Addresses a push service never has: this host, private networks, link-local (cloud metadata
// at 169.254.169.254), shared and reserved ranges. IPv4-mapped IPv6 addresses match the IPv4 rules.
const notPublic = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  notPublic.addSubnet(net, bits, 'ipv4');
// IPv6: IPv4-compatible (::/96, with :: and ::1), SIIT-mapped, NAT64 (which reaches IPv4 behind it),
// 6to4 and Teredo (which embed IPv4), unique-local, link-local, multicast.
for (const [net, bits] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(net, bits, 'ipv6');

/** True for an address a push service may have (not loopback, private, link-local or reserved). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** An allowed origin, exact or with a leading `*.` that takes any host below that name. */
function originMatches(allowed: string, url: URL): boolean {
  if (allowed === url.origin) return true;
  const m = /^(https?:)\/\/\*\.([^/:]+)(:\d+)?$/.exec(allowed);
  return !!m && url.protocol === m[1] && url.hostname.endsWith(`.${m[2]}`) && url.port === (m[3]?.slice(1) ?? '');
}

/**
 * Why the server may not send to `endpoint`, from the URL alone, or null. Listed origins are
 * allowed as they are; otherwise only https: to a host that is a name or a public address.
 */
export function refusalOf(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the address';
  if (policy) return policy.some((o) => originMatches(o, url)) ? null : `${url.origin} is not in PUSH_ENDPOINTS`;
  if (url.protocol !== 'https:' || url.port !== '') return 'only https: push services on port 443 are allowed';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isPublicAddress(host)) return `${host} is not a public address`;
  return null;
}

/**
 * A DNS lookup for outgoing requests that refuses a name resolving to an address that is not
 * public, checked when connecting (so a name that changes its answer after the subscription was
 * accepted is still refused).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      const e = Object.assign(
        new Error(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`),
        {
          code: 'EPUSHREFUSED',
        },
      );
      return callback(e, '', 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** refusalOf, then (without a list) every address the name resolves to must be public: the check at subscribe. */
export async function endpointRefusal(endpoint: string, policy: EndpointPolicy): Promise<string | null> {
  const refusal = refusalOf(endpoint, policy);
  if (refusal || policy) return refusal;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return null;
  return new Promise((resolve) =>
    publicOnlyLookup(host, { all: true }, (err) =>
      resolve(
        err ? ((err as { code?: string }).code === 'EPUSHREFUSED' ? err.message : `${host} cannot be resolved`) : null,
      ),
    ),
  );
}
