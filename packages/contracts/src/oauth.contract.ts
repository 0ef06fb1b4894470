import { z } from 'zod/mini';
import { LoginResultSchema } from './accounts.contract.js';
import { defineEndpoint } from './endpoint.js';
import { NameParam } from './path-params.js';

/** Third-party sign-in providers the site knows; each is offered only when the operator configured it. */
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export const OauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OauthProvider = z.infer<typeof OauthProviderSchema>;

/**
 * Codes the sign-in flow puts in `/login#oauthError=<code>` (besides the generic maintenance,
 * region_restricted, too_many_requests, account_disabled and account_locked); the web translates each.
 */
export const OauthErrorCodes = [
  /** The person closed the provider's page or refused consent. */
  'oauth_denied',
  /** The state is unknown, expired, already used, or was started in another browser. */
  'oauth_state_invalid',
  /** The provider's answer could not be verified (code exchange or ID token checks failed). */
  'oauth_failed',
  /** The single-use login code is unknown, expired or already used. */
  'oauth_code_invalid',
  /** The provider is not configured on this site. */
  'oauth_not_configured',
] as const;
export type OauthErrorCode = (typeof OauthErrorCodes)[number];

/** The URL fragment keys the callback redirects with: `/login#oauth=<code>` or `/login#oauthError=<code>`. */
export const OAUTH_FRAGMENT = { code: 'oauth', error: 'oauthError' } as const;

export const OauthProvidersSchema = z.object({
  providers: z.array(z.object({ id: OauthProviderSchema })),
});
export type OauthProviders = z.infer<typeof OauthProvidersSchema>;

/** The OAuth callback's query, as a provider sends it (success or error response). */
export const OauthCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(256))),
  error_description: z.optional(z.string().check(z.maxLength(2048))),
});

export const oauthContract = {
  providers: defineEndpoint({
    method: 'GET',
    path: '/wps/session/oauth/providers',
    auth: 'none',
    summary: 'Configured third-party sign-in providers',
    tags: ['accounts'],
    response: OauthProvidersSchema,
  }),
  start: defineEndpoint({
    method: 'GET',
    path: '/wps/session/oauth/:provider/start',
    params: z.object({ provider: NameParam }),
    auth: 'none',
    summary:
      'Start a sign-in with google or facebook: 302 to the provider (authorization code + PKCE, state, nonce). ' +
      'Refusals (maintenance, region, rate limit, not configured) redirect to /login#oauthError=<code>.',
    tags: ['accounts'],
    query: z.object({
      /** '1' when started from the login popup window: the callback then returns to /login?popup=1. */
      popup: z.optional(z.enum(['1'])),
    }),
    response: z.null(),
  }),
  callback: defineEndpoint({
    method: 'GET',
    path: '/wps/session/oauth/:provider/callback',
    params: z.object({ provider: NameParam }),
    auth: 'none',
    summary:
      "The provider's redirect back: verifies state and ID token, links or creates the member, then 302 to " +
      '/login#oauth=<single-use code, 60 s> or /login#oauthError=<code>.',
    tags: ['accounts'],
    query: OauthCallbackQuerySchema,
    response: z.null(),
  }),
  exchange: defineEndpoint({
    method: 'POST',
    path: '/wps/session/oauth/exchange',
    auth: 'none',
    guarded: true,
    summary: 'Trade the single-use login code from the callback for a session (the same answer as login)',
    tags: ['accounts'],
    body: z.object({ code: z.string().check(z.minLength(1), z.maxLength(128)) }),
    response: LoginResultSchema,
  }),
};
