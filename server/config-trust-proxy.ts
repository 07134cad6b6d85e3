import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY in the forms of Fastify's `trustProxy` (decision 0012). Which
 * X-Forwarded-For entry becomes `request.ip` (the key of every per-IP limit) depends on it:
 * - `false` (default): the socket's address; X-Forwarded-* is ignored.
 * - a list of proxy addresses/CIDRs (and the names `loopback`, `linklocal`, `uniquelocal`): the
 *   rightmost entry that is not one of those proxies. The safest form.
 * - a hop count `n`: the address the n-th proxy from us saw, i.e. the n-th entry from the right.
 *   Safe only when the server can't be reached except through those proxies.
 * - `true`: the leftmost entry, which the client writes itself. Accepted for compatibility; README
 *   explains why a list or a count is safer.
 */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const FORMS =
  'must be true, false, a number of proxy hops (e.g. 1), or a comma-separated list of proxy addresses ' +
  'or CIDR ranges (e.g. 10.0.0.0/8, loopback)';

function isNetmask(mask: string, family: number): boolean {
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  // proxy-addr also takes a dotted IPv4 netmask: 10.0.0.0/255.0.0.0.
  return family === 4 && isIP(mask) === 4;
}

/** An address, a CIDR range or a named range, as proxy-addr (behind Fastify) compiles them. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const slash = entry.lastIndexOf('/');
  if (slash < 0) return false;
  const family = isIP(entry.slice(0, slash));
  return family !== 0 && isNetmask(entry.slice(slash + 1), family);
}

export const trustProxySchema = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim();
    const lower = value.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false' || value === '') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return hops === 0 ? false : hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyEntry(entry));
    if (bad === undefined) return entries;
    ctx.addIssue({ code: 'custom', message: `${FORMS}; "${bad}" is none of these` });
    return z.NEVER;
  });

/**
 * What to hand Fastify. Since 5.12.8 Fastify treats a number as "trust nothing" (it can't check
 * the peer), which behind a proxy would key every per-IP limit on the proxy and make all visitors
 * share one budget; so a count becomes the classic hop rule, as a function.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
