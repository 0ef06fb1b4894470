import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a middleware sets when they do not depend on the request (helmet with fixed directives),
 * captured once by running it against a recording response. Throws if the middleware reads the request
 * or fails: such a middleware must run per request instead.
 */
export function staticHeaders(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  let failure: unknown;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader() {},
  };
  // A request with no properties: a middleware that looks at it fails here rather than serve a wrong header.
  const request = new Proxy({} as IncomingMessage, {
    get(_t, key) {
      throw new Error(`staticHeaders: the middleware reads req.${String(key)}, its headers are per request`);
    },
  });
  middleware(request, recorder as unknown as ServerResponse, (err) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}
