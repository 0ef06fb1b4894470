import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/** A test client registered at the local provider. */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** Changes the tampering front makes to the ID token it relays (re-signed with the provider's own key). */
export type IdTokenTamper = (claims: Record<string, unknown>) => Record<string, unknown>;

/**
 * A real OpenID provider (oidc-provider 8, the line that supports Node 20) on 127.0.0.1 for the sign-in tests. Interactions auto-complete:
 * the login step signs in `user` (or refuses with access_denied when `deny` is set) and consent grants
 * what was asked. A second listener, the "tampering front", serves the same discovery document with its
 * own token endpoint that relays to the provider and rewrites the ID token, so tests can hand the app a
 * correctly signed token with a wrong audience, nonce or expiry.
 */
export async function startTestProvider(clients: TestClient[] | (() => TestClient[])) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const state = {
    user: 'alice',
    deny: false,
    email: (sub: string) => `${sub}@example.com` as string | null,
    emailVerified: true,
    tamper: null as IdTokenTamper | null,
  };

  const server = createServer();
  await listen(server);
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Built on first use, so a caller may register clients whose redirect URI is known only after this
  // provider listens (an app server started later, on a port of its own choosing).
  const build = () =>
    new Provider(issuer, {
      clients: (typeof clients === 'function' ? clients() : clients).map((c) => ({
        client_id: c.clientId,
        client_secret: c.clientSecret,
        redirect_uris: [c.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      })),
      jwks: { keys: [jwk] },
      cookies: { keys: ['test-cookie-key'] },
      pkce: { required: () => true },
      ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
      features: { devInteractions: { enabled: false } },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Claims go into the ID token itself, as Google and Facebook put them there.
      conformIdTokenClaims: false,
      findAccount: async (_ctx, sub) => ({
        accountId: sub,
        claims: async () => {
          const email = state.email(sub);
          return { sub, name: `User ${sub}`, ...(email ? { email, email_verified: state.emailVerified } : {}) };
        },
      }),
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    });
  let built: Provider | null = null;
  const op = () => {
    built ??= build();
    return built;
  };

  let handler: ReturnType<Provider['callback']> | null = null;
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void interact(req, res).catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
      return;
    }
    handler ??= op().callback();
    void handler(req, res);
  });

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const provider = op();
    const details = await provider.interactionDetails(req, res);
    if (state.deny) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person refused' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: state.user } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: details.params.client_id as string,
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  // The tampering front: same metadata, its own token endpoint.
  const front = createServer((req, res) => {
    void relay(req, res).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await listen(front);
  const frontBase = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  async function relay(req: IncomingMessage, res: ServerResponse) {
    const discovery = /^(\/no-token)?\/\.well-known\/openid-configuration/.exec(req.url ?? '');
    if (discovery) {
      const meta = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<
        string,
        unknown
      >;
      // Like Facebook's document: no token endpoint at all (the app must use its configured one).
      const token = discovery[1] ? {} : { token_endpoint: `${frontBase}/token` };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ...meta, token_endpoint: undefined, ...token }));
      return;
    }
    const body = await readBody(req);
    const upstream = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body,
    });
    const json = (await upstream.json()) as Record<string, unknown>;
    if (typeof json.id_token === 'string' && state.tamper) {
      const claims = state.tamper({ ...decodeJwt(json.id_token) });
      json.id_token = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey);
    }
    res.statusCode = upstream.status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(json));
  }

  return {
    issuer,
    /** A discovery document URL whose token endpoint rewrites ID tokens with `state.tamper`. */
    tamperingDiscovery: `${frontBase}/.well-known/openid-configuration`,
    /** A discovery document without token_endpoint (as Facebook's); `relayTokenEndpoint` then does the exchange. */
    noTokenEndpointDiscovery: `${frontBase}/no-token/.well-known/openid-configuration`,
    relayTokenEndpoint: `${frontBase}/token`,
    state,
    async close() {
      await Promise.all([close(server), close(front)]);
    },
  };
}
export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/**
 * Follows the provider's redirects by hand (as a browser would, keeping the provider's cookies) until it
 * sends the browser back to `until`; returns that URL.
 */
export async function followToRedirect(startUrl: string, until: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(until)) return new URL(url);
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects at the provider');
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
