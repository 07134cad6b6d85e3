import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { addressRange, hostProblem, literalHostProblem, NonPublicAddressError, publicOnlyLookup, type Resolve } from './public-address';

/** Decision 0035: which addresses pushes may go to. Everything but public unicast is refused. */
describe('addressRange', () => {
  const cases: Array<[string, string | undefined]> = [
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    // The odd IPv4 forms (WHATWG URL parsing turns them into the dotted form first; they are refused here too)
    ['127.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    // IPv6
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fd00::1', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['::7f00:1', 'ipv4Compatible'],
    // IPv4-mapped IPv6: the IPv4 address inside decides
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:10.0.0.1]', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:0.0.0.0', 'unspecified'],
    // Public
    ['8.8.8.8', undefined],
    ['93.184.216.34', undefined],
    ['172.32.0.1', undefined],
    ['100.128.0.1', undefined],
    ['2606:4700:4700::1111', undefined],
    ['2a00:1450:4001:80e::200a', undefined],
    ['::ffff:8.8.8.8', undefined],
    // Not an address
    ['fcm.googleapis.com', 'invalid'],
    ['', 'invalid'],
  ];
  it.each(cases)('%s → %s', (address, range) => {
    expect(addressRange(address)).toBe(range);
  });
});

describe('literalHostProblem (a URL host, as WHATWG URL parsing gives it)', () => {
  it.each([
    'https://127.0.0.1/x',
    'https://127.1/x',
    'https://2130706433/x',
    'https://0x7f.1/x',
    'https://0.0.0.0/x',
    'https://[::1]/x',
    'https://[fd00::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/x',
    'https://100.64.0.1/x',
    'https://localhost/x',
    'https://LOCALHOST./x',
    'https://foo.localhost/x',
  ])('refuses %s', (url) => {
    expect(literalHostProblem(new URL(url).hostname)).toMatch(/^endpoint must be a public push service, not /);
  });

  it('names the kind of address', () => {
    expect(literalHostProblem('10.0.0.1')).toBe('endpoint must be a public push service, not a private address (10.0.0.1)');
    expect(literalHostProblem('[::ffff:7f00:1]')).toBe('endpoint must be a public push service, not a loopback address (::ffff:7f00:1)');
  });

  it('leaves public literals and names alone (names are checked on resolving)', () => {
    for (const url of ['https://8.8.8.8/x', 'https://[2606:4700::1111]/x', 'https://fcm.googleapis.com/fcm/send/abc', 'https://localhost.example/x']) {
      expect(literalHostProblem(new URL(url).hostname), url).toBeUndefined();
    }
  });
});

const at = (...addresses: string[]): LookupAddress[] => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const notFound = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
/** A resolver for a few made-up names. */
const names: Record<string, LookupAddress[]> = {
  'push.example': at('93.184.216.34', '2606:2800:220:1::1'),
  'internal.example': at('10.1.2.3'),
  'metadata.example': at('169.254.169.254'),
  'mixed.example': at('93.184.216.34', '127.0.0.1'),
  'mapped.example': at('::ffff:127.0.0.1'),
  'empty.example': [],
};
const resolve: Resolve = (hostname) => (hostname in names ? Promise.resolve(names[hostname]!) : notFound());

describe('hostProblem', () => {
  it('accepts a name whose every address is public', async () => {
    expect(await hostProblem(new URL('https://push.example/x'), resolve)).toBeUndefined();
  });

  it('refuses a name with any address that is not public, that does not resolve, or resolves to nothing, with one message', async () => {
    for (const name of ['internal.example', 'metadata.example', 'mixed.example', 'mapped.example', 'empty.example', 'nowhere.example']) {
      expect(await hostProblem(new URL(`https://${name}/x`), resolve), name).toBe(
        `endpoint must be a public push service: ${name} does not resolve to public addresses only`,
      );
    }
  });

  it('refuses literals and localhost without resolving', async () => {
    const never: Resolve = () => Promise.reject(new Error('must not resolve'));
    expect(await hostProblem(new URL('https://127.1/x'), never)).toMatch(/loopback/);
    expect(await hostProblem(new URL('https://app.localhost/x'), never)).toMatch(/not app\.localhost/);
    expect(await hostProblem(new URL('https://8.8.8.8/x'), never)).toBeUndefined();
  });
});

describe('publicOnlyLookup (the push agent sockets’ resolver)', () => {
  const lookup = publicOnlyLookup(resolve);
  const call = (hostname: string, options: { all?: boolean; family?: number }) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family: unknown }>((done) =>
      lookup(hostname, options, (error, address, family) => done({ error, address, family })),
    );

  it('answers a public name in the form asked for (all, or one of a family)', async () => {
    expect((await call('push.example', { all: true })).address).toEqual(names['push.example']);
    expect(await call('push.example', { family: 6 })).toEqual({ error: null, address: '2606:2800:220:1::1', family: 6 });
    expect(await call('push.example', {})).toEqual({ error: null, address: '93.184.216.34', family: 4 });
  });

  it('refuses a name with any address that is not public, and localhost without resolving', async () => {
    for (const name of ['internal.example', 'mixed.example', 'mapped.example', 'localhost', 'a.localhost']) {
      const { error } = await call(name, { all: true });
      expect(error, name).toBeInstanceOf(NonPublicAddressError);
      expect(error!.code).toBe('ENONPUBLIC');
    }
  });

  it('passes a resolver error on', async () => {
    expect((await call('nowhere.example', { all: true })).error?.code).toBe('ENOTFOUND');
  });
});
