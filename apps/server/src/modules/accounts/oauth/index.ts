import type { AccountsContext } from '../accounts.context.js';
import { createLoginIssuer } from '../login/login-issuer.js';
import { createSessionService } from '../sessions/session.service.js';
import { createOidcClients, type OauthConfigKeys, oauthSettingsFromConfig } from './oauth.providers.js';
import { createOauthService } from './oauth.service.js';

export { registerOauthRoutes } from './oauth.routes.js';
export type { OauthService } from './oauth.service.js';

/** The environment keys sign-in reads (see docs/configuration.md). */
export type OauthConfig = OauthConfigKeys;

/** Builds Google/Facebook sign-in; with nothing configured it lists no provider and every route answers 404. */
export function createOauth(ctx: AccountsContext, config: OauthConfig) {
  const settings = oauthSettingsFromConfig(config);
  const issuer = createLoginIssuer(ctx, createSessionService(ctx));
  const clients = createOidcClients(settings, ctx.clock);
  return {
    service: createOauthService(ctx, { clients, issuer }),
    redirectBase: settings?.redirectBase ?? null,
  };
}
export type Oauth = ReturnType<typeof createOauth>;
