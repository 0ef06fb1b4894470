/**
 * The address a launched game opens at. A relative address (our own house games and the vendor
 * simulator) is served from a launch host picked at random from launchGameCDNs (spec §9: game-launch
 * hosts are picked randomly), spreading load; a vendor's absolute address is used as given. Only
 * http(s) addresses are ever opened: anything else is the 'Invalid URL' of spec §8.
 */

/** Picks one host at random; `random` is injectable so tests are deterministic. */
export function pickHost(hosts: readonly string[], random: () => number = Math.random): string | null {
  const usable = hosts.map((h) => h.trim()).filter(Boolean);
  if (usable.length === 0) return null;
  const i = Math.min(usable.length - 1, Math.floor(random() * usable.length));
  return usable[i] ?? null;
}

function asOrigin(host: string, pageOrigin: string): string | null {
  const withScheme = /^https?:\/\//i.test(host) ? host : `${new URL(pageOrigin).protocol}//${host}`;
  try {
    return new URL(withScheme).origin;
  } catch {
    return null;
  }
}

/**
 * Resolves a launch address to an absolute http(s) URL, or null when it is not one (the caller
 * shows 'Invalid URL, please contact customer service').
 */
export function resolveLaunchUrl(
  raw: string | null | undefined,
  launchHosts: readonly string[],
  pageOrigin: string,
  random: () => number = Math.random,
): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let base = pageOrigin;
  if (value.startsWith('/') && !value.startsWith('//')) {
    const host = pickHost(launchHosts, random);
    const origin = host ? asOrigin(host, pageOrigin) : null;
    if (origin) base = origin;
  }
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
}
