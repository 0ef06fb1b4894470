import geoip from 'geoip-country';
import ipaddr from 'ipaddr.js';

/** Finds the country (ISO alpha-2) of an IP address, or null when it has none. */
export type CountryLookup = (ip: string) => Promise<string | null>;

/**
 * Normalises an address: IPv4-mapped IPv6 (::ffff:1.2.3.4, how Node reports IPv4 on a dual-stack
 * socket) becomes plain IPv4. Returns null for anything that is not an address.
 */
export function parseIp(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    return ipaddr.process(ip.trim());
  } catch {
    return null;
  }
}

/** Ranges of the public internet; ipaddr.js names the rest (loopback, private, link-local, reserved, CGNAT …). */
const PUBLIC_RANGES: ReadonlySet<string> = new Set(['unicast', 'teredo', '6to4']);

/**
 * Whether an address is on the public internet, so belongs to some country: global unicast, and the IPv6
 * tunnels (Teredo, 6to4) that carry a public IPv4 host, not loopback, private, link-local or reserved ranges.
 */
export function isPublicAddress(addr: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return PUBLIC_RANGES.has(addr.range());
}

/**
 * Country lookup from the GeoLite2 country data that the `geoip-country` package ships (IPv4 and IPv6: most
 * Vietnamese mobile networks hand out IPv6 addresses). Only public addresses are looked up; loopback, private
 * and reserved ranges belong to no country.
 */
export const geoCountryLookup: CountryLookup = async (ip) => {
  const addr = parseIp(ip);
  if (!addr || !isPublicAddress(addr)) return null;
  try {
    return geoip.lookup(addr.toString())?.country || null;
  } catch {
    // A damaged data file must not take the site down: an unknown country (region.rules.ts decides what that means).
    return null;
  }
};
