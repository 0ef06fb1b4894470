import { OAUTH_PROVIDERS, type OauthProvider } from '@app/contracts';
import * as oidc from 'openid-client';
import type { Config } from '../../../config.js';
import type { Clock } from '../../../platform/clock.js';

/** One configured provider. */
export interface OauthProviderSettings {
  id: OauthProvider;
  clientId: string;
  clientSecret: string;
  /** Issuer identifier, or a full discovery document URL (one containing /.well-known/). */
  issuer: URL;
  /** Token endpoint to use when the discovery document names none (Facebook's does not). */
  tokenEndpointFallback?: string;
}

export interface OauthSettings {
  /** Public origin the providers redirect back to. */
  redirectBase: URL;
  providers: ReadonlyMap<OauthProvider, OauthProviderSettings>;
}

export type OauthConfigKeys = Partial<
  Pick<
    Config,
    | 'OAUTH_REDIRECT_BASE_URL'
    | 'OAUTH_GOOGLE_CLIENT_ID'
    | 'OAUTH_GOOGLE_CLIENT_SECRET'
    | 'OAUTH_GOOGLE_ISSUER'
    | 'OAUTH_FACEBOOK_CLIENT_ID'
    | 'OAUTH_FACEBOOK_CLIENT_SECRET'
    | 'OAUTH_FACEBOOK_ISSUER'
    | 'OAUTH_FACEBOOK_TOKEN_ENDPOINT'
  >
>;

// The same defaults as config.ts, for callers that pass only some keys (tests).
const GOOGLE_ISSUER = 'https://accounts.google.com';
const FACEBOOK_ISSUER = 'https://www.facebook.com/.well-known/openid-configuration/';
const FACEBOOK_TOKEN_ENDPOINT = 'https://graph.facebook.com/v22.0/oauth/access_token';

/** A provider is enabled only when the redirect base, its client id and its client secret are all set. */
export function oauthSettingsFromConfig(c: OauthConfigKeys): OauthSettings | null {
  if (!c.OAUTH_REDIRECT_BASE_URL) return null;
  const providers = new Map<OauthProvider, OauthProviderSettings>();
  if (c.OAUTH_GOOGLE_CLIENT_ID && c.OAUTH_GOOGLE_CLIENT_SECRET) {
    providers.set('google', {
      id: 'google',
      clientId: c.OAUTH_GOOGLE_CLIENT_ID,
      clientSecret: c.OAUTH_GOOGLE_CLIENT_SECRET,
      issuer: new URL(c.OAUTH_GOOGLE_ISSUER ?? GOOGLE_ISSUER),
    });
  }
  if (c.OAUTH_FACEBOOK_CLIENT_ID && c.OAUTH_FACEBOOK_CLIENT_SECRET) {
    providers.set('facebook', {
      id: 'facebook',
      clientId: c.OAUTH_FACEBOOK_CLIENT_ID,
      clientSecret: c.OAUTH_FACEBOOK_CLIENT_SECRET,
      issuer: new URL(c.OAUTH_FACEBOOK_ISSUER ?? FACEBOOK_ISSUER),
      tokenEndpointFallback: c.OAUTH_FACEBOOK_TOKEN_ENDPOINT ?? FACEBOOK_TOKEN_ENDPOINT,
    });
  }
  if (providers.size === 0) return null;
  return { redirectBase: new URL(c.OAUTH_REDIRECT_BASE_URL), providers };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain http is refused by openid-client; it is allowed only for a provider on this machine (the tests'
 * local OpenID provider, a developer's mock), never for a remote one.
 */
const insecureAllowed = (u: URL) => u.protocol === 'http:' && LOOPBACK.has(u.hostname);

/**
 * openid-client configurations per provider. Discovery runs once (and again after a failure); each sign-in
 * gets its own Configuration so the ID token's time checks follow the injected clock rather than the host's.
 */
export function createOidcClients(settings: OauthSettings | null, clock: Clock) {
  const discovered = new Map<OauthProvider, Promise<oidc.ServerMetadata>>();

  function enabled(): OauthProvider[] {
    return OAUTH_PROVIDERS.filter((p) => settings?.providers.has(p));
  }

  function redirectUri(provider: OauthProvider): string {
    return new URL(`/wps/session/oauth/${provider}/callback`, settings!.redirectBase).href;
  }

  async function discover(s: OauthProviderSettings): Promise<oidc.ServerMetadata> {
    const config = await oidc.discovery(s.issuer, s.clientId, s.clientSecret, undefined, {
      execute: insecureAllowed(s.issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    const meta = { ...config.serverMetadata() };
    if (!meta.token_endpoint && s.tokenEndpointFallback) meta.token_endpoint = s.tokenEndpointFallback;
    return meta;
  }

  /** A Configuration for one provider; throws when the provider is unknown or discovery fails. */
  async function configuration(provider: OauthProvider): Promise<oidc.Configuration> {
    const s = settings?.providers.get(provider);
    if (!s) throw new Error(`OAuth provider ${provider} is not configured`);
    let meta = discovered.get(provider);
    if (!meta) {
      meta = discover(s);
      discovered.set(provider, meta);
      meta.catch(() => discovered.delete(provider));
    }
    // Seconds between the injected clock and the host clock the library reads (0 in production).
    const skew = Math.round((clock.now().getTime() - Date.now()) / 1000);
    const config = new oidc.Configuration(
      await meta,
      s.clientId,
      { client_secret: s.clientSecret, [oidc.clockSkew]: skew },
      oidc.ClientSecretPost(s.clientSecret),
    );
    if (insecureAllowed(s.issuer)) oidc.allowInsecureRequests(config);
    config.timeout = 10;
    return config;
  }

  return { enabled, redirectUri, configuration };
}
export type OidcClients = ReturnType<typeof createOidcClients>;
