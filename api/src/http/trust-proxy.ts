import net from 'node:net';
import { ConfigError } from '../config-error';

/**
 * Fastify's trustProxy: false (the connection's address is the client), a number of proxy hops, or the
 * proxies' addresses and ranges. `true` (believe any X-Forwarded-For) is never used: a client could then
 * name any address and escape every per-IP limit.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for well-known ranges, accepted beside addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** Prefixes this short cover most of the internet (0.0.0.0/0 and ::/0 also crash proxy-addr with a TypeError). */
const WIDEST_PREFIX = { 4: 8, 6: 7 } as const;

function isWholeInternet(entry: string): boolean {
  const [address, bits] = entry.split('/');
  if (bits === undefined) return false;
  return Number(bits) < WIDEST_PREFIX[net.isIP(address) as 4 | 6];
}

/** Reads TRUST_PROXY: unset or "false" trusts nothing; "2" trusts two hops; "10.0.0.0/8,loopback" those addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') {
    throw new ConfigError('TRUST_PROXY=true would believe any client\'s X-Forwarded-For; set the number of proxy hops (e.g. 1) or the proxies\' addresses (e.g. 10.0.0.0/8,loopback).');
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError(`TRUST_PROXY hop count must be between 1 and 10; got ${text}.`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) throw new ConfigError(`TRUST_PROXY holds what is neither an address nor a range: ${invalid.join(', ')}.`);
  const everyone = entries.filter(isWholeInternet);
  if (everyone.length > 0) {
    throw new ConfigError(`TRUST_PROXY=${everyone.join(',')} would believe any client's X-Forwarded-For, as true would; name the proxies' own addresses or ranges (e.g. 10.0.0.0/8,loopback) or the hop count (e.g. 1).`);
  }
  return entries;
}

/** The setting as Fastify takes it: a hop count becomes "trust the first n hops" (as proxy-addr counts them). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
