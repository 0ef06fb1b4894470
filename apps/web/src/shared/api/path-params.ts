import type { Endpoint, EndpointParams } from '@app/contracts';

/**
 * The endpoint with its `:name` path parameters filled in (e.g. '/wps/deposits/:id' → '/wps/deposits/42'),
 * so `request` can call it; values are URI-encoded.
 */
export function withPathParams<E extends Endpoint>(
  def: E,
  params: { [K in keyof EndpointParams<E>]: string | number },
): E {
  const path = def.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${def.path}`);
    return encodeURIComponent(String(value));
  });
  return { ...def, path };
}
