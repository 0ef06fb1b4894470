import { oauthContract as c, OAUTH_FRAGMENT, type OauthProvider, OauthProviderSchema } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../../platform/http/app-error.js';
import type { AccessGuard, Route } from '../../../platform/http/route.js';
import type { OauthService } from './oauth.service.js';

const FLOW_COOKIE = 'oauth_flow';
const COOKIE_PATH = '/wps/session/oauth/';

/** The sign-in module as the routes need it. */
export interface OauthRouteTarget {
  service: OauthService;
  /** Public origin the provider redirects back to; the callback's full URL is rebuilt from it. */
  redirectBase: URL | null;
}

/** Only a configured provider has routes that answer; anything else is a plain 404 (nothing to sign in with). */
function providerOf(name: string, oauth: OauthService): OauthProvider {
  const parsed = OauthProviderSchema.safeParse(name);
  if (!parsed.success || !oauth.providers().includes(parsed.data)) throw notFound();
  return parsed.data;
}

function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/**
 * The browser-binding cookie: a random value (not a credential: it opens nothing by itself) tying the
 * callback to the browser that started the sign-in. Lax, so the provider's top-level redirect carries it.
 */
function flowCookie(value: string, maxAge: number, secure: boolean): string {
  return `${FLOW_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Errors become a redirect the login page understands; only our own codes go into the URL. */
function redirectWithError(reply: FastifyReply, err: unknown, secure: boolean, popup = false): null {
  const code = err instanceof AppError && /^[a-z_]{1,40}$/.test(err.code) ? err.code : 'oauth_failed';
  if (!(err instanceof AppError)) reply.log.error({ err }, 'oauth sign-in failed');
  reply.header('set-cookie', flowCookie('', 0, secure));
  reply.redirect(`/login${popup ? '?popup=1' : ''}#${OAUTH_FRAGMENT.error}=${code}`, 302);
  return null;
}

/**
 * Registers the sign-in endpoints: providers list, start, callback and the login-code exchange. `guard` is the
 * maintenance / region refusal guarded endpoints use; start and callback turn it into a redirect to /login.
 */
export function registerOauthRoutes(route: Route, target: OauthRouteTarget, guard: AccessGuard) {
  const { service: oauth, redirectBase } = target;
  const secure = redirectBase?.protocol === 'https:';

  route(c.providers, () => ({ providers: oauth.providers().map((id) => ({ id })) }));

  route(c.start, async ({ params, req, reply, query }) => {
    const provider = providerOf(params.provider, oauth);
    reply.header('cache-control', 'no-store');
    try {
      await guard(req);
      const { url, binding } = await oauth.start(provider, req.ip, query.popup === '1');
      reply.header('set-cookie', flowCookie(binding, 600, secure));
      reply.redirect(url.href, 302);
      return null;
    } catch (err) {
      return redirectWithError(reply, err, secure, query.popup === '1');
    }
  });

  route(c.callback, async ({ params, req, reply, query }) => {
    const provider = providerOf(params.provider, oauth);
    reply.header('cache-control', 'no-store');
    try {
      await guard(req);
      const { code, popup } = await oauth.callback({
        provider,
        url: new URL(req.url, redirectBase ?? 'http://localhost'),
        state: query.state,
        error: query.error,
        binding: readCookie(req, FLOW_COOKIE),
        ip: req.ip,
      });
      reply.header('set-cookie', flowCookie('', 0, secure));
      // The code travels in the fragment: it never reaches a server log or a Referer header.
      reply.redirect(`/login${popup ? '?popup=1' : ''}#${OAUTH_FRAGMENT.code}=${code}`, 302);
      return null;
    } catch (err) {
      return redirectWithError(reply, err, secure);
    }
  });

  route(c.exchange, ({ body, req }) => oauth.exchange(body.code, req.ip));
}
