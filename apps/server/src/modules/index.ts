import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/connect.js';
import type { AccessGuard, Route, SessionResolver } from '../platform/http/route.js';
import { createAccounts, registerAccountsRoutes, registerOauthRoutes, seedAccounts } from './accounts/index.js';
import { createSmtpMailTransport } from './accounts/recovery/smtp.transport.js';
import { createContentService, createFeedbackService, registerContentRoutes, seedContent } from './content/index.js';
import { createLedgerService, seedLedger } from './ledger/index.js';
import { registerMediaRoutes } from './media/index.js';
import {
  createSettingsService,
  createSiteService,
  createSystemService,
  geoCountryLookup,
  registerSystemRoutes,
  seedSystem,
} from './system/index.js';
import { createWalletService, registerWalletRoutes } from './wallet/index.js';

/** Composition root: builds every module's service from the app's dependencies. */
export function buildServices(deps: AppDeps) {
  const settings = createSettingsService(deps);
  const system = createSystemService({ clock: deps.clock, settings, lookupCountry: geoCountryLookup });
  const site = createSiteService({ db: deps.db, settings, system });
  const content = createContentService({ db: deps.db, clock: deps.clock, site });
  const feedback = createFeedbackService(deps);
  // Password-reset mail: the operator's SMTP relay when configured, else the development outbox.
  const mail = deps.config.MAIL_SMTP_URL
    ? createSmtpMailTransport({ url: deps.config.MAIL_SMTP_URL, from: deps.config.MAIL_FROM })
    : undefined;
  const accounts = createAccounts({
    mail,
    db: deps.db,
    clock: deps.clock,
    settings: { register: () => settings.get('register'), whitelabel: () => settings.get('whitelabel') },
    oauth: deps.config,
  });
  const ledger = createLedgerService({ db: deps.db, clock: deps.clock });
  const wallet = createWalletService({
    ledger,
    currencySymbol: async (host) => (await site.initialConfig(host)).currencySymbol,
  });
  const resolveSession: SessionResolver = accounts.resolveSession;
  const accessGuard: AccessGuard = (req) => system.guard(req);
  return { settings, system, site, content, feedback, mail, accounts, ledger, wallet, resolveSession, accessGuard };
}
export type Services = ReturnType<typeof buildServices>;

export interface RegisterContext {
  app: FastifyInstance;
  router: { route: Route };
  services: Services;
  deps: AppDeps;
}

/** Registers every module's HTTP routes. */
export async function registerRoutes(ctx: RegisterContext): Promise<void> {
  const { app, services } = ctx;
  app.addHook('onClose', async () => services.mail?.close());
  // Multipart bodies for uploads; each endpoint passes its own, tighter limits to req.parts().
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 20, parts: 30 } });
  registerSystemRoutes(ctx.router.route, services.system, services.site);
  registerContentRoutes(ctx.router.route, services.content, services.feedback);
  registerMediaRoutes(app);
  await registerAccountsRoutes(app, ctx.router.route, services.accounts.service, services.accounts.ctx);
  registerWalletRoutes(ctx.router.route, services.wallet);
  registerOauthRoutes(ctx.router.route, services.accounts.oauth, services.accessGuard);
}

/** Loads the demo content. Idempotent: running it again changes nothing that is already there. */
export async function seedDemo(db: Db, clock: Clock): Promise<void> {
  await seedSystem(db, clock);
  await seedContent(db, clock);
  await seedAccounts(db, clock);
  await seedLedger(db, clock);
}
