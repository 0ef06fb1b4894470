import { timingSafeEqual } from 'node:crypto';
import type { AppErrorCode, LoginResult, OauthProvider } from '@app/contracts';
import * as oidc from 'openid-client';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountsContext } from '../accounts.context.js';
import { readAccountsPolicy } from '../accounts.policy.js';
import { checkUsable } from '../login/login.rules.js';
import type { LoginIssuer } from '../login/login-issuer.js';
import { findMemberById } from '../members.repository.js';
import { insertSecurityEvent } from '../security/security-events.repository.js';
import { hashToken, newToken } from '../sessions/tokens.js';
import { createOauthMembers } from './oauth.members.js';
import type { OidcClients } from './oauth.providers.js';
import { insertFlow, insertLoginCode, pruneFlows, takeFlow, takeLoginCode } from './oauth.repository.js';

/** A started sign-in is honoured for 10 minutes: time to pick an account and consent at the provider. */
const FLOW_TTL_MS = 10 * 60_000;
/** The login code only has to survive one redirect and one call from the page. */
const LOGIN_CODE_TTL_MS = 60_000;

// Facebook names its basic profile scope differently; neither provider needs more than the id and email.
const SCOPES: Record<OauthProvider, string> = { google: 'openid email profile', facebook: 'openid email' };

export const oauthError = (code: AppErrorCode, status = 400, message = 'Login failure. Please try again.') =>
  new AppError(code, status, message);

/**
 * The claim an ID token check failed on: openid-client wraps oauth4webapi's error, which names it in
 * `cause.claim`. Kept in the security event for whoever investigates.
 */
function failingClaim(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; depth < 3 && e && typeof e === 'object'; depth++) {
    const cause = (e as { cause?: unknown }).cause;
    const claim = (cause as { claim?: unknown } | undefined)?.claim;
    if (typeof claim === 'string') return claim;
    e = cause;
  }
  return null;
}

/** What the callback received, as the provider sent it. */
export interface CallbackInput {
  provider: OauthProvider;
  /** The full URL the provider redirected to (code, state and iss are read from it). */
  url: URL;
  state: string | undefined;
  error: string | undefined;
  /** The browser-binding value from the flow cookie, if the browser sent it. */
  binding: string | undefined;
  ip: string;
}

/** Google and Facebook sign-in: OpenID Connect authorization code + PKCE, state and nonce kept server-side. */
export function createOauthService(ctx: AccountsContext, deps: { clients: OidcClients; issuer: LoginIssuer }) {
  const { db, clock, limiter } = ctx;
  const members = createOauthMembers(ctx);

  function providers(): OauthProvider[] {
    return deps.clients.enabled();
  }

  function requireEnabled(provider: OauthProvider): void {
    if (!providers().includes(provider)) throw oauthError('oauth_not_configured', 404, 'Not found');
  }

  async function ipLimit(ip: string): Promise<void> {
    const policy = await readAccountsPolicy(db);
    await limiter.consume('oauth:ip', ip, {
      limit: policy.limits.loginPerIpPerMinute,
      windowMs: 60_000,
      mode: 'sliding',
    });
  }

  async function configuration(provider: OauthProvider): Promise<oidc.Configuration> {
    try {
      return await deps.clients.configuration(provider);
    } catch {
      throw oauthError('oauth_failed', 502);
    }
  }

  /** Records a refused sign-in; no member is known yet, so it never counts toward an account's lockout. */
  async function failed(provider: OauthProvider, ip: string, reason: string, memberId: number | null = null) {
    await insertSecurityEvent(db, {
      at: clock.now(),
      memberId,
      account: null,
      kind: memberId === null ? 'login_failure' : 'login_refused',
      ip,
      details: { loginType: 'oauth', provider, reason },
    });
  }

  /**
   * Starts a sign-in: returns the provider URL and the browser-binding value the route puts in a short-lived
   * cookie, so a callback URL carried to another browser (login CSRF) is refused.
   */
  async function start(provider: OauthProvider, ip: string, popup = false): Promise<{ url: URL; binding: string }> {
    requireEnabled(provider);
    await ipLimit(ip);
    const config = await configuration(provider);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const binding = newToken();
    const now = clock.now();
    await pruneFlows(db, now);
    await insertFlow(db, {
      stateHash: hashToken(state),
      bindingHash: hashToken(binding),
      provider,
      codeVerifier,
      nonce,
      popup,
      ip,
      at: now,
      expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: deps.clients.redirectUri(provider),
      scope: SCOPES[provider],
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, binding };
  }

  /** Takes the flow named by `state`, checking it is live, for this provider, and started in this browser. */
  async function takeMatchingFlow(input: CallbackInput) {
    if (!input.state) return null;
    const flow = await takeFlow(db, hashToken(input.state));
    if (!flow || flow.provider !== input.provider || flow.expires_at <= clock.now()) return null;
    if (!input.binding || !timingSafeEqual(hashToken(input.binding), flow.binding_hash)) return null;
    return flow;
  }

  /**
   * Verifies the provider's answer and returns a single-use login code for the web page, and whether the
   * sign-in was started from the login popup.
   */
  async function callback(input: CallbackInput): Promise<{ code: string; popup: boolean }> {
    const { provider, ip } = input;
    requireEnabled(provider);
    await ipLimit(ip);
    const flow = await takeMatchingFlow(input);
    if (input.error) {
      await failed(provider, ip, `provider error: ${input.error.slice(0, 64)}`);
      throw oauthError('oauth_denied');
    }
    if (!flow) {
      await failed(provider, ip, 'state');
      throw oauthError('oauth_state_invalid');
    }
    let claims: oidc.IDToken | undefined;
    try {
      const config = await configuration(provider);
      const tokens = await oidc.authorizationCodeGrant(config, input.url, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: input.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (err) {
      const claim = failingClaim(err);
      const suffix = claim ? ` (${claim})` : '';
      await failed(provider, ip, `token: ${(err as Error).message.slice(0, 120)}${suffix}`);
      throw oauthError('oauth_failed');
    }
    if (!claims?.sub) {
      await failed(provider, ip, 'no subject');
      throw oauthError('oauth_failed');
    }
    const email = claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null;
    const { member } = await members.findOrCreate({ provider, subject: claims.sub, email }, ip);
    try {
      checkUsable(member, clock.now());
    } catch (err) {
      await failed(provider, ip, (err as AppError).code, member.id);
      throw err;
    }
    const code = newToken();
    const now = clock.now();
    await insertLoginCode(db, {
      codeHash: hashToken(code),
      memberId: member.id,
      provider,
      at: now,
      expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
    });
    return { code, popup: flow.popup };
  }

  /**
   * Trades the login code for a session. Like SMS login, the new-IP check is not asked: the provider has
   * just proven the person, and a member made here has nothing to answer it with.
   */
  async function exchange(code: string, ip: string): Promise<LoginResult> {
    await ipLimit(ip);
    const taken = await takeLoginCode(db, hashToken(code), clock.now());
    if (!taken) throw oauthError('oauth_code_invalid', 400, 'The sign-in has expired, please try again');
    const member = await findMemberById(db, taken.member_id);
    if (!member) throw oauthError('oauth_code_invalid', 400, 'The sign-in has expired, please try again');
    checkUsable(member, clock.now());
    return deps.issuer.issue(member, { loginType: 'oauth', ip, remember: false });
  }

  return { providers, start, callback, exchange };
}
export type OauthService = ReturnType<typeof createOauthService>;
