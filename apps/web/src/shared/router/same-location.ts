/** Location parts that decide whether a navigation would change anything. */
export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Resolves `to` against the current location and tells whether it points at the same place
 * (same path, query and hash). Navigating there is a duplicate navigation and is ignored.
 */
export function isSameLocation(current: LocationLike, to: string): boolean {
  const url = new URL(to, `http://x${current.pathname}${current.search}${current.hash}`);
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return norm(url.pathname) === norm(current.pathname) && url.search === current.search && url.hash === current.hash;
}
