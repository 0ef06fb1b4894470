import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { ManualClock } from '../../../platform/clock.js';
import { putSetting } from '../../system/index.js';
import { ACCOUNTS_POLICY_KEY } from '../accounts.policy.js';
import { freshIp } from '../test/accounts.fixtures.js';
import { followToRedirect, startTestProvider, type TestProvider } from './test/oidc-test-provider.js';

// The app is reached through inject, so this origin only names the redirect URI; nothing listens on it.
const BASE = 'http://127.0.0.1:39999';
const GOOGLE = {
  clientId: 'site-google',
  clientSecret: 'g-secret',
  redirectUri: `${BASE}/wps/session/oauth/google/callback`,
};
const FACEBOOK = {
  clientId: 'site-facebook',
  clientSecret: 'f-secret',
  redirectUri: `${BASE}/wps/session/oauth/facebook/callback`,
};

let op: TestProvider;
let h: TestApp;

beforeAll(async () => {
  op = await startTestProvider([GOOGLE, FACEBOOK]);
  // The provider signs with the host clock, so the app's clock starts from it too.
  h = await createTestApp({
    clock: new ManualClock(new Date()),
    env: {
      OAUTH_REDIRECT_BASE_URL: BASE,
      OAUTH_GOOGLE_CLIENT_ID: GOOGLE.clientId,
      OAUTH_GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      OAUTH_GOOGLE_ISSUER: op.issuer,
      OAUTH_FACEBOOK_CLIENT_ID: FACEBOOK.clientId,
      OAUTH_FACEBOOK_CLIENT_SECRET: FACEBOOK.clientSecret,
      OAUTH_FACEBOOK_ISSUER: op.issuer,
    },
  });
});
afterAll(async () => {
  await op?.close();
});

/** Starts a sign-in; returns the provider URL and the flow cookie the browser would keep. */
async function start(app: TestApp, provider: 'google' | 'facebook', ip: string, popup = false) {
  const url = `/wps/session/oauth/${provider}/start${popup ? '?popup=1' : ''}`;
  const res = await app.app.inject({ url, remoteAddress: ip });
  expect(res.statusCode).toBe(302);
  const cookie = /oauth_flow=([^;]*)/.exec(String(res.headers['set-cookie']))?.[1];
  return { location: String(res.headers.location), cookie: cookie ? `oauth_flow=${cookie}` : '' };
}

async function callback(app: TestApp, url: URL, cookie: string, ip: string) {
  const res = await app.app.inject({
    url: url.pathname + url.search,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

/** The whole journey up to the page's fragment: start → provider → callback. */
async function signIn(app: TestApp, provider: 'google' | 'facebook', ip = freshIp(), popup = false) {
  const s = await start(app, provider, ip, popup);
  const back = await followToRedirect(s.location, `${BASE}/`);
  return { location: await callback(app, back, s.cookie, ip), back, cookie: s.cookie, ip };
}

const loginCode = (location: string) => /^\/login#oauth=([\w-]+)$/.exec(location)?.[1];

async function exchange(app: TestApp, code: string, ip = freshIp()) {
  return app.app.inject({ method: 'POST', url: '/wps/session/oauth/exchange', payload: { code }, remoteAddress: ip });
}

describe('Google and Facebook sign-in against a real local OpenID provider', () => {
  it('lists the configured providers', async () => {
    const res = await h.app.inject('/wps/session/oauth/providers');
    expect(res.json().value).toEqual({ providers: [{ id: 'google' }, { id: 'facebook' }] });
  });

  it('sends the browser to the provider with PKCE, state and nonce, and a browser-binding cookie', async () => {
    const s = await start(h, 'google', freshIp());
    const url = new URL(s.location);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('client_id')).toBe(GOOGLE.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(GOOGLE.redirectUri);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toBeTruthy();
    expect(s.cookie).toMatch(/^oauth_flow=[\w-]{40,}$/);
  });

  it('creates the member on the first sign-in and finds the same member on the next', async () => {
    op.state.user = 'alice-sub-1';
    const first = await signIn(h, 'google');
    const code = loginCode(first.location);
    expect(code).toBeTruthy();
    const res = await exchange(h, code!);
    expect(res.statusCode).toBe(200);
    const result = res.json().value;
    expect(result).toMatchObject({ firstTimeLogin: true, mustChangePassword: false, isAgent: false });
    expect(result.user.account).toMatch(/^gg[0-9a-f]{10}$/);

    const info = await h.app.inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${result.token}` } });
    expect(info.statusCode).toBe(200);
    expect(info.json().value.account).toBe(result.user.account);

    const [row] = await h.db<{ type: number; password_hash: string | null; email: string; register_method: string }[]>`
      SELECT type, password_hash, email, register_method FROM members WHERE account = ${result.user.account}`;
    expect(row).toEqual({ type: 0, password_hash: null, email: 'alice-sub-1@example.com', register_method: 'GOOGLE' });

    const again = await exchange(h, loginCode((await signIn(h, 'google')).location)!);
    expect(again.json().value.user.account).toBe(result.user.account);
    const [{ n } = { n: -1 }] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM oauth_identities
      WHERE provider = 'google' AND subject = 'alice-sub-1'`;
    expect(n).toBe(1);
  });

  it('returns a sign-in started from the login popup to the popup page', async () => {
    op.state.user = 'popup-sub';
    const { location } = await signIn(h, 'google', freshIp(), true);
    expect(location).toMatch(/^\/login\?popup=1#oauth=[\w-]+$/);
  });

  it('keeps providers apart: the same subject at Facebook is another member', async () => {
    op.state.user = 'alice-sub-1';
    const res = await exchange(h, loginCode((await signIn(h, 'facebook')).location)!);
    expect(res.json().value.user.account).toMatch(/^fb[0-9a-f]{10}$/);
  });

  it('ignores an email the provider did not verify', async () => {
    op.state.user = 'unverified-sub';
    op.state.emailVerified = false;
    try {
      const res = await exchange(h, loginCode((await signIn(h, 'google')).location)!);
      const [row] = await h.db<
        { email: string | null }[]
      >`SELECT email FROM members WHERE account = ${res.json().value.user.account}`;
      expect(row!.email).toBeNull();
    } finally {
      op.state.emailVerified = true;
    }
  });

  it('refuses a replayed or expired login code', async () => {
    op.state.user = 'bob-sub';
    const code = loginCode((await signIn(h, 'google')).location)!;
    expect((await exchange(h, code)).statusCode).toBe(200);
    const replay = await exchange(h, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('oauth_code_invalid');

    const late = loginCode((await signIn(h, 'google')).location)!;
    h.clock.advance(61_000);
    const expired = await exchange(h, late);
    expect(expired.json().code).toBe('oauth_code_invalid');
  });

  it('stores the login code only as its SHA-256', async () => {
    op.state.user = 'hash-sub';
    const code = loginCode((await signIn(h, 'google')).location)!;
    const rows = await h.db<{ expires_at: Date; created_at: Date }[]>`SELECT expires_at, created_at
      FROM oauth_login_codes WHERE code_hash = sha256(convert_to(${code}, 'UTF8'))`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBeLessThanOrEqual(60_000);
  });

  it('refuses a bad, replayed or foreign state', async () => {
    op.state.user = 'carol-sub';
    const ip = freshIp();
    const s = await start(h, 'google', ip);
    const back = await followToRedirect(s.location, `${BASE}/`);

    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state');
    expect(await callback(h, forged, s.cookie, ip)).toBe('/login#oauthError=oauth_state_invalid');

    // The same callback URL in a browser that did not start the sign-in (login CSRF).
    expect(await callback(h, back, '', ip)).toBe('/login#oauthError=oauth_state_invalid');
    // The state was used up by that attempt: even the right browser cannot reuse it.
    expect(await callback(h, back, s.cookie, ip)).toBe('/login#oauthError=oauth_state_invalid');
  });

  it('refuses a state that has expired', async () => {
    op.state.user = 'dave-sub';
    const ip = freshIp();
    const s = await start(h, 'google', ip);
    const back = await followToRedirect(s.location, `${BASE}/`);
    h.clock.advance(11 * 60_000);
    try {
      expect(await callback(h, back, s.cookie, ip)).toBe('/login#oauthError=oauth_state_invalid');
    } finally {
      h.clock.set(new Date());
    }
  });

  it('sends a refused consent back to the login page', async () => {
    op.state.deny = true;
    try {
      const { location } = await signIn(h, 'google');
      expect(location).toBe('/login#oauthError=oauth_denied');
    } finally {
      op.state.deny = false;
    }
  });

  it('records sign-ins and failures as security events', async () => {
    const kinds = await h.db<{ kind: string; reason: string | null }[]>`SELECT kind, details->>'reason' AS reason
      FROM security_events WHERE details->>'loginType' = 'oauth' OR details->>'kind' IN ('google', 'facebook')`;
    const seen = new Set(kinds.map((k) => k.kind));
    expect(seen).toEqual(new Set(['register', 'login', 'login_failure']));
    expect(kinds.some((k) => k.reason === 'state')).toBe(true);
  });

  it('refuses sign-in during maintenance', async () => {
    await putSetting(
      h.db,
      'maintenance',
      { enabled: true, title: 'M', info: '', startTime: null, endTime: null },
      h.clock.now(),
    );
    try {
      const res = await h.app.inject({ url: '/wps/session/oauth/google/start', remoteAddress: freshIp() });
      expect(res.headers.location).toBe('/login#oauthError=maintenance');
      const ex = await exchange(h, 'whatever-code');
      expect(ex.statusCode).toBe(503);
    } finally {
      await putSetting(
        h.db,
        'maintenance',
        { enabled: false, title: 'M', info: '', startTime: null, endTime: null },
        h.clock.now(),
      );
    }
  });

  it('refuses a disabled member', async () => {
    op.state.user = 'erin-sub';
    const res = await exchange(h, loginCode((await signIn(h, 'google')).location)!);
    await h.db`UPDATE members SET status = 'disabled' WHERE account = ${res.json().value.user.account}`;
    expect((await signIn(h, 'google')).location).toBe('/login#oauthError=account_disabled');
  });
});

describe('ID token checks (a correctly signed token with a wrong claim)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: new ManualClock(new Date()),
      env: {
        OAUTH_REDIRECT_BASE_URL: BASE,
        OAUTH_GOOGLE_CLIENT_ID: GOOGLE.clientId,
        OAUTH_GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
        OAUTH_GOOGLE_ISSUER: op.tamperingDiscovery,
      },
    });
  });

  // Each case names the claim the refusal must be about (read from the recorded security event).
  const cases: [string, RegExp, (c: Record<string, unknown>) => Record<string, unknown>][] = [
    ['audience', /aud/, (c) => ({ ...c, aud: 'someone-else' })],
    ['nonce', /nonce/, (c) => ({ ...c, nonce: 'another-nonce' })],
    ['issuer', /iss/, (c) => ({ ...c, iss: 'https://evil.example' })],
    [
      'expiry',
      /exp/,
      (c) => ({ ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
  ];

  it('accepts the untouched token through the same relay', async () => {
    op.state.user = 'relay-sub';
    op.state.tamper = (c) => c;
    try {
      expect(loginCode((await signIn(t, 'google')).location)).toBeTruthy();
    } finally {
      op.state.tamper = null;
    }
  });

  for (const [name, about, tamper] of cases) {
    it(`refuses a wrong ${name}`, async () => {
      op.state.user = `tamper-${name}`;
      op.state.tamper = tamper;
      try {
        expect((await signIn(t, 'google')).location).toBe('/login#oauthError=oauth_failed');
      } finally {
        op.state.tamper = null;
      }
      const [{ n } = { n: -1 }] = await t.db<{ n: number }[]>`SELECT count(*)::int AS n FROM oauth_identities
        WHERE subject = ${`tamper-${name}`}`;
      expect(n).toBe(0);
      const [event] = await t.db<{ reason: string }[]>`SELECT details->>'reason' AS reason FROM security_events
        WHERE kind = 'login_failure' ORDER BY id DESC LIMIT 1`;
      expect(event!.reason).toMatch(about);
    });
  }
});

describe('configuration variants and limits', () => {
  it("uses the configured token endpoint when the discovery document has none (Facebook's case)", async () => {
    const fb = await createTestApp({
      clock: new ManualClock(new Date()),
      env: {
        OAUTH_REDIRECT_BASE_URL: BASE,
        OAUTH_FACEBOOK_CLIENT_ID: FACEBOOK.clientId,
        OAUTH_FACEBOOK_CLIENT_SECRET: FACEBOOK.clientSecret,
        OAUTH_FACEBOOK_ISSUER: op.noTokenEndpointDiscovery,
        OAUTH_FACEBOOK_TOKEN_ENDPOINT: op.relayTokenEndpoint,
      },
    });
    expect((await fb.app.inject('/wps/session/oauth/providers')).json().value).toEqual({
      providers: [{ id: 'facebook' }],
    });
    expect((await fb.app.inject('/wps/session/oauth/google/start')).statusCode).toBe(404);
    op.state.user = 'fb-fallback-sub';
    const res = await exchange(fb, loginCode((await signIn(fb, 'facebook')).location)!);
    expect(res.json().value.user.account).toMatch(/^fb/);
  });

  it('rate-limits sign-ins per address', async () => {
    const limited = await createTestApp({
      clock: new ManualClock(new Date()),
      env: {
        OAUTH_REDIRECT_BASE_URL: BASE,
        OAUTH_GOOGLE_CLIENT_ID: GOOGLE.clientId,
        OAUTH_GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
        OAUTH_GOOGLE_ISSUER: op.issuer,
      },
    });
    await putSetting(limited.db, ACCOUNTS_POLICY_KEY, { limits: { loginPerIpPerMinute: 2 } }, limited.clock.now());
    const ip = freshIp();
    const go = () => limited.app.inject({ url: '/wps/session/oauth/google/start', remoteAddress: ip });
    expect((await go()).headers.location).toMatch(/^http:\/\/127\.0\.0\.1/);
    expect((await go()).headers.location).toMatch(/^http:\/\/127\.0\.0\.1/);
    expect((await go()).headers.location).toBe('/login#oauthError=too_many_requests');
  });

  it('creates no member while direct registration is closed, but still signs in a linked one', async () => {
    op.state.user = 'closed-reg-sub';
    const linked = await exchange(h, loginCode((await signIn(h, 'google')).location)!);
    expect(linked.statusCode).toBe(200);
    const tree = await h.db<{ value: unknown }[]>`SELECT value FROM settings WHERE key = 'whitelabel'`;
    await putSetting(h.db, 'whitelabel', closeRegistration(await whitelabelOf(h)), h.clock.now());
    try {
      op.state.user = 'newcomer-sub';
      expect((await signIn(h, 'google')).location).toBe('/login#oauthError=registration_disabled');
      op.state.user = 'closed-reg-sub';
      expect(loginCode((await signIn(h, 'google')).location)).toBeTruthy();
    } finally {
      if (tree[0]) await putSetting(h.db, 'whitelabel', tree[0].value, h.clock.now());
      else await h.db`DELETE FROM settings WHERE key = 'whitelabel'`;
    }
  });
});

describe('a site without sign-in configured', () => {
  it('lists no provider and answers 404 for the routes', async () => {
    const bare = await createTestApp();
    expect((await bare.app.inject('/wps/session/oauth/providers')).json().value).toEqual({ providers: [] });
    for (const url of ['/wps/session/oauth/google/start', '/wps/session/oauth/facebook/callback?code=x&state=y']) {
      expect((await bare.app.inject(url)).statusCode).toBe(404);
    }
    expect((await bare.app.inject('/wps/session/oauth/twitter/start')).statusCode).toBe(404);
    const ex = await bare.app.inject({ method: 'POST', url: '/wps/session/oauth/exchange', payload: { code: 'x' } });
    expect(ex.json().code).toBe('oauth_code_invalid');
  });
});

interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes: WhitelabelNode[];
}

async function whitelabelOf(app: TestApp): Promise<WhitelabelNode[]> {
  const res = await app.app.inject('/wps/system/whitelabel');
  return res.json().value;
}

function closeRegistration(tree: WhitelabelNode[]): WhitelabelNode[] {
  return tree.map((n) => ({
    ...n,
    enabled: n.modId === 'DIRECTREG3' ? '0' : n.enabled,
    childrenNodes: closeRegistration(n.childrenNodes),
  }));
}
