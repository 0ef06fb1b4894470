import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The sandbox gateway's published development key: refused when the server listens beyond loopback. */
export const DEFAULT_SANDBOX_SECRET = 'sandbox-development-secret';

/** Addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h) || /^::ffff:127\./.test(h);
}

/** Every setting the server reads from the environment. This is the only module that reads process.env. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded PostgreSQL keeps its data (and other local state). */
  DATA_DIR: z.string().default('./data'),
  /** Use this PostgreSQL instead of starting the embedded one. */
  DATABASE_URL: z.url().optional(),
  /** Port of the embedded PostgreSQL. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /**
   * Load demo content at start (demo members, the demo operator with its published password …); default:
   * on with the embedded database, off with DATABASE_URL, and always off with NODE_ENV=production unless
   * set to true explicitly.
   */
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Log every request's start and end (Fastify's 'incoming request' and 'request completed' lines, at
   * info). Off by default: the reverse proxy's access log has every request with its X-Request-Id and
   * /metrics counts them by route; the two lines nearly doubled the API's CPU per request.
   */
  LOG_REQUESTS: bool.default(false),
  /**
   * On SIGTERM (an orchestrator stopping the node: a rolling update, a scale-in), how long the node keeps serving
   * while /readyz answers 503, so the proxy's health check takes it out of rotation before it stops accepting
   * connections (deploy/compose.yaml sets it above Caddy's health_interval). 0: stop at once (SIGINT always does).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Directory with the built web app; empty to serve the API only. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Directory with the built back office (apps/admin), served under /admin; empty to leave it out. */
  ADMIN_DIST: z.string().default('apps/admin/dist'),
  /** Trust X-Forwarded-For from a reverse proxy (set when behind one). */
  TRUST_PROXY: bool.default(false),
  /** Operator timezone for display and "daily" periods. */
  TIMEZONE: z.string().default('Asia/Ho_Chi_Minh'),
  /** SMTP relay for password-reset e-mail (smtp://user:pass@host:587); unset = the development outbox table. */
  MAIL_SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From header of outgoing e-mail. */
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  /** Public origin the OAuth providers redirect back to (e.g. https://example.com); needed to enable any provider. */
  OAUTH_REDIRECT_BASE_URL: z.url().optional(),
  /** Google sign-in: enabled when both the client id and secret are set. */
  OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's issuer, or a full discovery document URL (one containing /.well-known/). */
  OAUTH_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Facebook sign-in (its OpenID Connect code flow with PKCE): enabled when both the client id and secret are set. */
  OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Facebook's OpenID Connect discovery document (or an issuer URL). */
  OAUTH_FACEBOOK_ISSUER: z.url().default('https://www.facebook.com/.well-known/openid-configuration/'),
  /** Used only when the provider's discovery document names no token endpoint (Facebook's does not). */
  OAUTH_FACEBOOK_TOKEN_ENDPOINT: z.url().default('https://graph.facebook.com/v22.0/oauth/access_token'),
  /** The built-in sandbox payment gateway (its payment page and callbacks run on this server); default: on except in production. */
  PAYMENT_SANDBOX_ENABLED: bool.optional(),
  /** HMAC-SHA256 key the sandbox gateway signs its callbacks with (set your own outside development). */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default(DEFAULT_SANDBOX_SECRET),
  /** Delay before the sandbox gateway sends its callback, in milliseconds. */
  PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  /** How often the payment worker sends due sandbox callbacks and expires stale gateway deposits (ms); 0 = never (tests drive it). */
  PAYMENT_WORKER_TICK_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /**
   * The demo game vendors (docs/vendor-integration.md): catalogue vendors without an adapter open the
   * built-in demo vendor page. Default: on outside production, and wherever the demo content is loaded.
   */
  DEMO_VENDORS_ENABLED: bool.optional(),
  /**
   * How often bet reports of transfer-wallet vendors are read into betting history (ms); vendors publish
   * them every few minutes. 0 = never (tests run the ingest themselves).
   */
  VENDOR_REPORT_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /**
   * Jobs this node runs at once from the PostgreSQL job queue (docs/jobs.md); 0 = this node runs no jobs
   * and no schedules (it still enqueues). Default 4; 0 with NODE_ENV=test (tests run jobs by hand).
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).optional(),
  /**
   * Bearer token Prometheus must send to GET /metrics (Authorization: Bearer …). Unset: /metrics answers
   * only direct loopback connections without forwarding headers.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * SMS provider for codes (docs/configuration.md, "SMS"): 'outbox' (development: the sms_outbox table),
   * 'esms' (eSMS.vn) or 'http' (a generic HTTP API described by the SMS_HTTP_* keys). Secrets stay here.
   */
  SMS_PROVIDER: z.enum(['outbox', 'esms', 'http']).default('outbox'),
  SMS_ESMS_URL: z.url().default('https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_post_json/'),
  SMS_ESMS_API_KEY: z.string().min(1).optional(),
  SMS_ESMS_SECRET_KEY: z.string().min(1).optional(),
  SMS_ESMS_BRANDNAME: z.string().min(1).optional(),
  SMS_ESMS_SMS_TYPE: z.string().regex(/^\d+$/).default('2'),
  SMS_ESMS_SANDBOX: bool.default(false),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_METHOD: z.enum(['GET', 'POST']).default('POST'),
  /** JSON object of request headers (e.g. the provider's Authorization). */
  SMS_HTTP_HEADERS: z.string().optional(),
  SMS_HTTP_BODY: z.string().optional(),
  SMS_HTTP_ID_FIELD: z.string().min(1).optional(),
  SMS_HTTP_SUCCESS_FIELD: z.string().min(1).optional(),
  SMS_HTTP_SUCCESS_VALUE: z.string().optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Public origin providers send delivery reports to; with the token, turns the status callback on. */
  SMS_STATUS_CALLBACK_BASE_URL: z.url().optional(),
  SMS_STATUS_CALLBACK_TOKEN: z.string().min(16).optional(),
  /**
   * Public origin of the site (https://example.com): real MoMo, ZaloPay and card providers need absolute
   * return and notify URLs. The local sandboxes do not.
   */
  PUBLIC_BASE_URL: z.url().optional(),
  /** MoMo (AIO v2, captureWallet): all three set = the real MoMo adapter; unset = the sandbox stand-in. */
  MOMO_PARTNER_CODE: z.string().min(1).optional(),
  MOMO_ACCESS_KEY: z.string().min(1).optional(),
  MOMO_SECRET_KEY: z.string().min(16).optional(),
  MOMO_API_BASE: z.url().default('https://payment.momo.vn'),
  /** ZaloPay (API v2): app id and key1/key2 set = the real adapter; unset = the sandbox stand-in. */
  ZALOPAY_APP_ID: z.string().regex(/^\d+$/).optional(),
  ZALOPAY_KEY1: z.string().min(16).optional(),
  ZALOPAY_KEY2: z.string().min(16).optional(),
  ZALOPAY_API_BASE: z.url().default('https://openapi.zalopay.vn'),
  /** Phone-card provider: partner id, key and API base set = the real adapter; unset = the sandbox. */
  PHONE_CARD_PARTNER_ID: z.string().min(1).optional(),
  PHONE_CARD_PARTNER_KEY: z.string().min(16).optional(),
  PHONE_CARD_API_BASE: z.url().optional(),
  /** A gateway deposit with no final callback after this many minutes ends 'expired'. */
  DEPOSIT_GATEWAY_EXPIRE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** HMAC-SHA256 key of the signed bank statement feed (incoming transfers for VietQR deposits); unset: that feed is off. */
  BANK_FEED_SECRET: z.string().min(16).optional(),
});
export type Config = z.infer<typeof ConfigSchema> & {
  seedDemo: boolean;
  paymentSandbox: boolean;
  paymentWorkerTickMs: number;
  demoVendors: boolean;
  vendorReportIntervalMs: number;
  jobConcurrency: number;
  /** Every API answer is checked against its contract's response schema; not in production (it only costs time). */
  validateResponses: boolean;
};

/** A bad environment: its message says what to change (main prints it without a stack trace). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; throws a readable ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Production never loads the demo (its operator's password is published) unless asked for in so many words.
  const seedDemo = c.SEED_DEMO ?? (c.NODE_ENV !== 'production' && !c.DATABASE_URL);
  const paymentSandbox = c.PAYMENT_SANDBOX_ENABLED ?? c.NODE_ENV !== 'production';
  if (paymentSandbox && c.PAYMENT_SANDBOX_SECRET === DEFAULT_SANDBOX_SECRET && !isLoopbackHost(c.HOST)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_SANDBOX_SECRET: the sandbox payment gateway is on and HOST ' +
        `${c.HOST} is reachable from other machines, so set your own secret (16+ characters) or turn the ` +
        'sandbox off with PAYMENT_SANDBOX_ENABLED=false',
    );
  }
  // A real MoMo, ZaloPay or card provider must be told where to send the member back and its notifies.
  const realProvider = c.MOMO_PARTNER_CODE || c.ZALOPAY_APP_ID || c.PHONE_CARD_PARTNER_ID;
  if (realProvider && !c.PUBLIC_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_BASE_URL: MoMo, ZaloPay or phone-card credentials are set; the provider needs ' +
        "the site's public origin (e.g. https://example.com) for its return and notify URLs",
    );
  }
  return {
    ...c,
    seedDemo,
    paymentSandbox,
    demoVendors: c.DEMO_VENDORS_ENABLED ?? (c.NODE_ENV !== 'production' || seedDemo),
    // Tests move time by hand and run the worker themselves.
    paymentWorkerTickMs: c.PAYMENT_WORKER_TICK_MS ?? (c.NODE_ENV === 'test' ? 0 : 1000),
    vendorReportIntervalMs: c.VENDOR_REPORT_INTERVAL_MS ?? (c.NODE_ENV === 'test' ? 0 : 60_000),
    jobConcurrency: c.JOB_CONCURRENCY ?? (c.NODE_ENV === 'test' ? 0 : 4),
    validateResponses: c.NODE_ENV !== 'production',
  };
}

/** One line for the start banner: which demo parts this server runs (none should in a real deployment). */
export function demoPartsLine(c: Pick<Config, 'seedDemo' | 'demoVendors' | 'paymentSandbox'>): string {
  const on = (v: boolean) => (v ? 'ON' : 'off');
  return `Demo parts: demo seed ${on(c.seedDemo)}, demo vendors ${on(c.demoVendors)}, sandbox payment gateway ${on(c.paymentSandbox)}`;
}
