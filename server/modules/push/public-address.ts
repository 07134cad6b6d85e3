import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Outbound requests made for a person (Web Push) go to public addresses only (docs/decisions/0035-outbound-push-addresses.md,
 * docs/decisions/0035-outbound-push-addresses.md): the endpoint is checked when it is subscribed
 * and again on every connection, so a name that later resolves elsewhere (DNS rebinding) is
 * refused too.
 */

/** Resolves a host name to all of its addresses (dns.lookup with all: the resolver the OS uses to connect). */
export type Resolve = (hostname: string) => Promise<readonly LookupAddress[]>;

export const resolveWithSystem: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The longest a name may take to resolve when someone subscribes (the system resolver has no timeout of its own here). */
const RESOLVE_TIMEOUT_MS = 5_000;

const RANGE_LABELS: Record<string, string> = {
  loopback: 'a loopback',
  private: 'a private',
  linkLocal: 'a link-local',
  uniqueLocal: 'a unique-local',
  carrierGradeNat: 'a shared (CGNAT)',
  multicast: 'a multicast',
  unspecified: 'an unspecified',
  broadcast: 'a broadcast',
  ipv4Compatible: 'an IPv4-compatible',
};

/**
 * Why this IP address is not a public one (e.g. 'loopback', 'private', 'carrierGradeNat'), or
 * undefined for a public unicast address. ipaddr.js names the special ranges of both families
 * (and `process` turns an IPv4-mapped IPv6 address into its IPv4 one); anything but 'unicast' is
 * refused, the reserved, documentation, benchmarking, 6to4, Teredo and NAT64 ranges included.
 * Something that is not an address at all is 'invalid'.
 */
export function addressRange(address: string): string | undefined {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return 'invalid';
  const parsed = ipaddr.process(bare);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  // ::a.b.c.d (deprecated IPv4-compatible, ::/96): ipaddr.js calls it unicast; it carries an IPv4 address.
  if (parsed.kind() === 'ipv6' && parsed.match(ipaddr.IPv6.parse('::'), 96)) return 'ipv4Compatible';
  return undefined;
}

export function isPublicAddress(address: string): boolean {
  return addressRange(address) === undefined;
}

/** `localhost` and `*.localhost` are loopback by definition (RFC 6761), whatever a resolver says. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

const describe = (range: string) => RANGE_LABELS[range] ?? `a ${range}`;

/**
 * What is wrong with sending to this host without resolving it: an IP literal that is not public,
 * or localhost. Undefined for a public literal or any other name (the name is checked on resolving).
 */
export function literalHostProblem(hostname: string): string | undefined {
  if (isLocalhostName(hostname)) return `endpoint must be a public push service, not ${hostname}`;
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (!ipaddr.isValid(bare)) return undefined;
  const range = addressRange(bare);
  return range === undefined ? undefined : `endpoint must be a public push service, not ${describe(range)} address (${bare})`;
}

/**
 * Why outbound requests must not go to this URL's host, or undefined when it is public: an IP
 * literal is classified as it stands; a name must resolve, and to public addresses only (every
 * one of them). The answer for a name never says what it resolved to, nor whether it resolved at
 * all, so the endpoint can't be used to look into the server's own network's names.
 */
export async function hostProblem(url: URL, resolve: Resolve): Promise<string | undefined> {
  const literal = literalHostProblem(url.hostname);
  if (literal !== undefined || ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, ''))) return literal;
  const refused = `endpoint must be a public push service: ${url.hostname} does not resolve to public addresses only`;
  let timer: NodeJS.Timeout | undefined;
  try {
    const addresses = await Promise.race([
      resolve(url.hostname),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), RESOLVE_TIMEOUT_MS);
      }),
    ]);
    return addresses.length > 0 && addresses.every(({ address }) => isPublicAddress(address)) ? undefined : refused;
  } catch {
    return refused;
  } finally {
    clearTimeout(timer);
  }
}

/** A connection refused because its host is, or resolved to, an address that is not public. */
export class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLIC';

  constructor(hostname: string, address?: string) {
    super(address === undefined ? `${hostname} is not a public host` : `${hostname} resolved to ${address}, not a public address`);
    this.name = 'NonPublicAddressError';
  }
}

/**
 * The `lookup` of the push agent's sockets: resolves with `resolve` and refuses (NonPublicAddressError)
 * when any address of the name is not public. Node calls it for every new connection to a name,
 * after any earlier check, so a name whose answer changed since the subscription is caught here.
 * (Node does not call it for an IP literal: PushSender checks those with literalHostProblem.)
 */
export function publicOnlyLookup(resolve: Resolve): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    const fail = (error: NodeJS.ErrnoException) => callback(error, '', undefined);
    if (isLocalhostName(hostname)) return fail(new NonPublicAddressError(hostname));
    resolve(hostname).then((all) => {
      const refused = all.find(({ address }) => !isPublicAddress(address));
      if (refused) return fail(new NonPublicAddressError(hostname, refused.address));
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
      const wanted = family === 4 || family === 6 ? all.filter((address) => address.family === family) : all;
      if (wanted.length === 0) return fail(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
      if (options.all) return callback(null, [...wanted]);
      return callback(null, wanted[0]!.address, wanted[0]!.family);
    }, fail);
  };
}
