import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/connect.js';
import { type CsvExporter, createCsvExporter } from '../platform/http/csv-export.js';
import type { AccessGuard, Router, SessionResolver } from '../platform/http/route.js';
import { createJobQueue } from '../platform/jobs/index.js';
import { createBalanceHints, publishToMember } from '../platform/realtime/index.js';
import { createAccounts, registerAccountsRoutes, registerOauthRoutes, seedAccounts } from './accounts/index.js';
import { createSmtpMailTransport } from './accounts/recovery/smtp.transport.js';
import { registerAgentContracts } from './agents/contracts.wiring.js';
import { applyInvite, buildAgentTeam, registerTeamRoutes, seedAgentTeam } from './agents/index.js';
import { buildBackoffice, registerBackoffice } from './backoffice/index.js';
import {
  adjustmentApprovalThreshold,
  buildBackofficePlayers,
  registerBackofficePlayers,
  registerPlayerLists,
} from './backoffice-players/index.js';
import { createBankAccountsService, registerBankAccountRoutes } from './bank-accounts/index.js';
import {
  createCatalogueCache,
  createCatalogueOperatorService,
  createLobbyService,
  createPlayerGamesService,
  registerCatalogueOperatorRoutes,
  registerCatalogueRoutes,
  seedCatalogue,
} from './catalogue/index.js';
import {
  createContentOperatorService,
  createContentService,
  createFeedbackService,
  registerContentImages,
  registerContentOperatorRoutes,
  registerContentRoutes,
  registerSiteSettingsOperatorRoutes,
  seedContent,
} from './content/index.js';
import { buildCashierIn, registerCashierIn } from './deposits/cashier-in.wiring.js';
import { type DepositCreditedHook, seedDeposits } from './deposits/index.js';
import { seedVietQr } from './deposits/vietqr/index.js';
import { createHistoryService, registerHistoryRoutes } from './history/index.js';
import {
  createHouseAdapter,
  createHouseSeeds,
  createHouseSlot,
  registerHouseJobs,
  registerHouseRoutes,
} from './house/index.js';
import { registerHousekeepingJobs } from './housekeeping/index.js';
// Missions send inbox's "mission complete" system message (inbox-api.md).
import { createInboxService, registerInboxRoutes, sendSystemMessage as sendInboxSystemMessage } from './inbox/index.js';
import { createJobsAdminService, registerJobRoutes } from './jobs/index.js';
import { createKycService, registerKycRoutes } from './kyc/index.js';
import { createLabelsService, registerLabelRoutes } from './labels/index.js';
import { createLedgerService, seedLedger } from './ledger/index.js';
import { createLimitsService, registerRgRoutes, rgHooks } from './limits/index.js';
import { lotteryExposureCheck, lotteryFamily } from './lottery/index.js';
import { seedLotteryCatalogue } from './lottery/lobby/index.js';
import { buildLottery, registerLottery } from './lottery/lottery.wiring.js';
import { seedDemoHistory } from './lottery/results/index.js';
import { registerMediaRoutes } from './media/index.js';
import { buildMissions, registerMissions, seedMissions } from './missions/index.js';
import {
  createAdjustmentsService,
  createOperatorsService,
  registerOperatorRoutes,
  seedOperators,
} from './operators/index.js';
import { seedProviderMethods } from './payments/index.js';
import { buildPoints, registerPoints, seedPoints } from './points/index.js';
import { originOf } from './promotions/engine.service.js';
import { seedPromotions } from './promotions/promotions.seed.js';
import { buildPromotions, registerPromotions } from './promotions/promotions.wiring.js';
import { seedRaffle } from './promotions/raffle/index.js';
import { buildReferral, type ReferralClaim, registerReferral, seedReferral } from './referral/index.js';
import { createReportsService, registerReportsRoutes } from './reports/index.js';
import {
  createRounds,
  diceGame,
  registerRoundJobs,
  registerRoundsOperatorRoutes,
  registerRoundsRoutes,
  startRoundsSoon,
} from './rounds/index.js';
import { buildSupportChat, registerSupportChat } from './support-chat/index.js';
import {
  createHelpAdminService,
  createSettingsService,
  createSiteListsAdminService,
  createSiteService,
  createSystemService,
  geoCountryLookup,
  registerSiteListsOperatorRoutes,
  registerSystemRoutes,
  seedSystem,
} from './system/index.js';
import {
  createUplineService,
  createVendorTransferService,
  registerTransferRoutes,
  type VendorWalletGateway,
} from './transfers/index.js';
import { createVendorsModule, registerVendorJobs, registerVendorRoutes } from './vendors/index.js';
import { buildVip, registerVip } from './vip/index.js';
import { createWalletService, registerWalletRoutes } from './wallet/index.js';
import {
  createPaymentPasswordService,
  createTurnoverService,
  createWithdrawalsAdminService,
  createWithdrawalsService,
  registerCashierSettingsOperatorRoutes,
  registerCashoutJobs,
  registerWithdrawalProofRoutes,
  registerWithdrawalRoutes,
} from './withdrawals/index.js';

/** Composition root: builds every module's service from the app's dependencies. */
export function buildServices(deps: AppDeps) {
  const settings = createSettingsService(deps);
  const system = createSystemService({ clock: deps.clock, settings, lookupCountry: geoCountryLookup });
  const site = createSiteService({ db: deps.db, settings, system });
  // The notice list's promotions come from the promotion engine (bound late: it is built below).
  const content = createContentService({
    db: deps.db,
    clock: deps.clock,
    site,
    promotionList: (lang) => promotions.engine.noticeSummaries(lang),
  });
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
    smsConfig: deps.config,
    // A registration with an agent's invite code takes the invite's kind and terms (agents/invites.service.ts).
    applyInvite,
    // A first-login bonus (promotions, bound late).
    onFirstLogin: (memberId, req) => promotions.engine.onFirstLogin(memberId, originOf(req)),
    // A member's referral code at registration (referral, bound late).
    referral: {
      check: (code, origin) => referral.checkAtRegistration(code, origin),
      attach: (tx, memberId, claim, at) => referral.attach(tx, memberId, claim as ReferralClaim, at),
    },
    // Bound late: the cashier is built after the accounts module.
    setPaymentPassword: async (memberId, password) => {
      await cashout.paymentPassword.set(memberId, { newPassword: password, confirmPassword: password });
    },
  });
  // Live push: which members' balances moved, told to every node in batches (platform/realtime).
  const balanceHints = createBalanceHints({ db: deps.db });
  const ledger = createLedgerService({
    db: deps.db,
    clock: deps.clock,
    observe: deps.metrics?.ledgerTransfer,
    onMembersMoved: balanceHints.membersMoved,
  });
  const wallet = createWalletService({
    ledger,
    currencySymbol: async (host) => (await site.initialConfig(host)).currencySymbol,
    // Read at request time: the gateway is built with the cash-out services below.
    vendorCodes: () => cashout.vendorGateway.vendors(),
  });
  const operators = createOperatorsService({ db: deps.db, clock: deps.clock });
  // The back office (issue 19): operator permissions, two-factor, operators, audit, dashboard.
  const backoffice = buildBackoffice({ db: deps.db, clock: deps.clock, timezone: deps.config.TIMEZONE, operators });
  // Above the four-eyes threshold (backoffice-players) an adjustment needs a second operator's approval.
  const adjustments = createAdjustmentsService({
    db: deps.db,
    ledger,
    approvalThreshold: adjustmentApprovalThreshold(deps.db),
  });
  const limits = createLimitsService({
    db: deps.db,
    clock: deps.clock,
    timezone: deps.config.TIMEZONE,
    settings: () => settings.get('responsibleGaming'),
  });
  // Safer gambling (issue 18): the one check, in the hook shape of each money-at-risk path below.
  const rg = rgHooks(deps.db, limits);
  const turnover = createTurnoverService({ db: deps.db, clock: deps.clock });
  // Promotions (issue 16): reward centre, engine, bonus wagering on the turnover above (promotions.wiring.ts).
  const promotions = buildPromotions({
    db: deps.db,
    clock: deps.clock,
    ledger,
    turnover,
    timeZone: deps.config.TIMEZONE,
    mayJoin: rg.promotionJoin,
    // Sign-in points (bound late: points are built below on the reward centre).
    onSignedIn: (memberId) => points.earning.onSignin(memberId),
  });
  // VIP programme (issue 17): levels, upgrades (deposit credit below, bets by a minute sweep), level-up bonuses.
  const vip = buildVip({ db: deps.db, clock: deps.clock, timeZone: deps.config.TIMEZONE, rewards: promotions.rewards });
  // Points and the points mall (issue 17): earning rules, catalogue, redeem with the payment password (bound late).
  const points = buildPoints({
    db: deps.db,
    clock: deps.clock,
    timeZone: deps.config.TIMEZONE,
    ledger,
    rewards: promotions.rewards,
    verifyPassword: (memberId, password) => cashout.paymentPassword.verify(memberId, password),
  });
  // Referral (issue 17): codes, friends attached at registration, both rewards once the friend qualifies.
  const referral = buildReferral({
    db: deps.db,
    clock: deps.clock,
    timeZone: deps.config.TIMEZONE,
    rewards: promotions.rewards,
  });
  // Missions and leaderboards (issue 17): progress read from real events, rewards in points or bonus claimed once,
  // completion told once (live notice + inbox message), leaderboard prizes paid once by a job (missions.wiring.ts).
  const missions = buildMissions({
    db: deps.db,
    clock: deps.clock,
    timeZone: deps.config.TIMEZONE,
    rewards: promotions.rewards,
    points,
    rankOf: (memberId) => vip.rankOf(memberId),
    missionComplete: (tx, memberId, mission, at) =>
      sendInboxSystemMessage(tx, memberId, { template: 'mission_complete', mission }, at, { notify: false }),
  });
  // Draw-based games (dice first) on one rounds core: bets, settlement and voids through the ledger. Real-money
  // stakes lower the turnover a withdrawal needs, as vendors' stakes do; a void gives it back.
  const rounds = createRounds({
    db: deps.db,
    clock: deps.clock,
    ledger,
    games: [diceGame],
    // The lottery games are data (lottery_games rows), each a game of the core; its per-number cap is a pre-bet check.
    families: [lotteryFamily(deps.db)],
    preBetChecks: [lotteryExposureCheck, rg.preBetCheck],
    onStake: async (e) => {
      if (e.unit !== 'VND') return;
      if (e.refundOf) await turnover.restoreTurnover(e.memberId, e.refundOf, e.reference);
      else await turnover.recordTurnover(e.memberId, e.amount, e.reference, e.category ?? null);
    },
  });
  // Lottery (issue 14): operator data, slips, chases and exposure on the rounds core; the lobby's public reads.
  const lottery = buildLottery({ db: deps.db, clock: deps.clock, rounds });
  // A credited deposit must be bet (a configurable share of it) before it can be withdrawn.
  const onCredited: DepositCreditedHook = async (memberId, amount, reference) => {
    const { depositTurnoverPercent } = await settings.get('withdrawal');
    await turnover.addTurnoverRequirement(memberId, Math.floor((amount * depositTurnoverPercent) / 100), reference);
    // Deposit bonuses the member qualifies for (once per deposit and period; a retry changes nothing).
    await promotions.engine.onDepositCredited(memberId, amount, reference);
    // Points for the deposit, once per deposit; a failure must not undo the credit.
    await points.earning.onDepositCredited(memberId, amount, reference).catch(() => undefined);
    // VIP upgrade at once; a failure here must not undo the credit: the minute sweep (vip.jobs.ts) catches up.
    await vip.evaluate(memberId, amount).catch(() => undefined);
    // A referred friend's deposit may qualify them; as above, the referral sweep catches up after a failure.
    await referral.onDepositCredited(memberId, amount).catch(() => undefined);
    // A message in the inbox, once per deposit, in the member's language (the notice below tells the pages);
    // like the VIP step, a failure here must not undo the credit.
    await sendInboxSystemMessage(
      deps.db,
      memberId,
      { template: 'deposit_credited', amount, reference },
      deps.clock.now(),
      {
        notify: false,
        key: `deposit:${reference}`,
      },
    ).catch(() => undefined);
    // The ledger has committed the credit: the member's open pages show a notice (a retry may repeat it).
    await publishToMember(deps.db, memberId, {
      type: 'notice',
      kind: 'deposit_credited',
      amount,
      reference,
      at: deps.clock.now().toISOString(),
    });
  };
  // Deposits by every method, their callbacks and the operator's side (deposits/cashier-in.wiring.ts).
  const cashierIn = buildCashierIn(deps, { ledger, limits, onCredited });
  // Operator tokens ('op_…') resolve from operator sessions, every other token from member sessions.
  const resolveSession: SessionResolver = async (req) =>
    (await operators.resolve(req)) ?? (await accounts.resolveSession(req));
  const accessGuard: AccessGuard = (req) => system.guard(req);
  const games = buildGames(deps, ledger, settings, system, wallet, turnover, rg);
  const cashout = buildCashout(deps, settings, ledger, turnover, games.vendors.transferGateway, rg);
  const catalogue = buildCatalogue(deps);
  // The agent team (issue 15): tree, register centre, invites, overview, /join (agents/team.wiring.ts).
  // Support chat (issue 17 §6): the players' conversations and the operators' queue, live over the push.
  const supportChat = buildSupportChat({ db: deps.db, clock: deps.clock });
  const agentTeam = buildAgentTeam({ db: deps.db, clock: deps.clock, timezone: deps.config.TIMEZONE });
  return {
    promotions,
    supportChat,
    missions,
    vip,
    points,
    referral,
    agentTeam,
    settings,
    system,
    site,
    content,
    feedback,
    mail,
    accounts,
    ledger,
    balanceHints,
    rounds,
    lottery,
    wallet,
    operators,
    backoffice,
    adjustments,
    limits,
    ...cashierIn,
    resolveSession,
    accessGuard,
    cashout,
    catalogue,
    games,
  };
}
export type Services = ReturnType<typeof buildServices>;

/** Game catalogue and lobby calls; the vendor list is cached in memory (catalogue.cache.ts). */
function buildCatalogue(deps: AppDeps) {
  const { db, clock } = deps;
  const cache = createCatalogueCache({ db, clock });
  return {
    cache,
    lobby: createLobbyService({ db, clock, cache, validateResponses: deps.config.validateResponses }),
    player: createPlayerGamesService({ db, clock }),
  };
}

/**
 * Vendors and the house provider: one seamless wallet for every vendor (its per-player lock holds across
 * processes), a registry holding each adapter, the house slot moving money through that wallet.
 */
function buildGames(
  deps: AppDeps,
  ledger: ReturnType<typeof createLedgerService>,
  settings: ReturnType<typeof createSettingsService>,
  system: ReturnType<typeof createSystemService>,
  wallet: ReturnType<typeof createWalletService>,
  turnover: ReturnType<typeof createTurnoverService>,
  rg: ReturnType<typeof rgHooks>,
) {
  const { db, clock } = deps;
  const vendors = createVendorsModule({
    // Every real-money stake lowers the turnover still owed before a withdrawal; a rolled-back one restores it.
    onStake: async ({ memberId, amount, reference, rolledBackStake, category }) => {
      if (rolledBackStake) await turnover.restoreTurnover(memberId, rolledBackStake, reference);
      else await turnover.recordTurnover(memberId, amount, reference, category ?? null);
    },
    db,
    clock,
    ledger,
    timeZone: deps.config.TIMEZONE,
    launchHosts: async () => (await settings.get('routers')).launchGameCDNs,
    // Maintenance stops new stakes from vendors too; wins and rollbacks still land.
    debitsBlocked: async () => (await system.status('127.0.0.1')).status === 1,
    mayDebit: rg.mayDebit,
    demoFallback: deps.config.demoVendors,
    // A trial account may launch before it ever looked at its balance: grant its play money first.
    ensurePlayMoney: wallet.ensureTrialGrant,
  });
  const seamlessWallet = vendors.wallet;
  const houseSeeds = createHouseSeeds({ db, clock });
  const houseSlot = createHouseSlot({ db, clock, seeds: houseSeeds, wallet: seamlessWallet, mayStake: rg.houseStake });
  vendors.registry.register(createHouseAdapter());
  return { seamlessWallet, houseSeeds, houseSlot, vendorRegistry: vendors.registry, vendors };
}

/** Withdrawals, bank accounts, payment password, turnover, member and vendor-wallet transfers, history. */
function buildCashout(
  deps: AppDeps,
  settings: ReturnType<typeof createSettingsService>,
  ledger: ReturnType<typeof createLedgerService>,
  turnover: ReturnType<typeof createTurnoverService>,
  vendorGateway: VendorWalletGateway,
  rg: ReturnType<typeof rgHooks>,
) {
  const { db, clock } = deps;
  const paymentPassword = createPaymentPasswordService({ db, clock, settings });
  const bankAccounts = createBankAccountsService({
    db,
    clock,
    settings,
    checkPaymentPassword: paymentPassword.verifyIfSet,
  });
  const withdrawals = createWithdrawalsService({
    db,
    clock,
    ledger,
    settings,
    banks: bankAccounts,
    paymentPassword,
    turnover,
    timeZone: deps.config.TIMEZONE,
  });
  const withdrawalsAdmin = createWithdrawalsAdminService({ db, clock, ledger, settings });
  const upline = createUplineService({ db, clock, ledger, settings, verifyPaymentPassword: paymentPassword.verify });
  // Transfer-model vendors are the registry's adapters (modules/vendors).
  const vendorTransfers = createVendorTransferService({
    db,
    clock,
    ledger,
    gateway: vendorGateway,
    mayTransferIn: rg.transferIn,
  });
  const history = createHistoryService({ db, clock, ledger, timeZone: deps.config.TIMEZONE });
  return {
    paymentPassword,
    turnover,
    bankAccounts,
    withdrawals,
    withdrawalsAdmin,
    upline,
    vendorGateway,
    vendorTransfers,
    history,
  };
}

export interface RegisterContext {
  app: FastifyInstance;
  router: Pick<Router, 'route' | 'acceptUploads' | 'registered'>;
  services: Services;
  deps: AppDeps;
}

/** Registers every module's HTTP routes. */
export async function registerRoutes(ctx: RegisterContext): Promise<void> {
  const { app, services } = ctx;
  // Periodic work is jobs on the PostgreSQL queue (platform/jobs): each module registers its tasks and
  // schedules; buildApp runs them (not under NODE_ENV=test, where tests call the functions by hand).
  const jobs = ctx.deps.jobs ?? createJobQueue({ db: ctx.deps.db });
  // Every back-office list's CSV is written and streamed by this one exporter (platform/http/csv-export.ts).
  const csv = createCsvExporter({ clock: ctx.deps.clock, timeZone: ctx.deps.config.TIMEZONE });
  app.addHook('onClose', async () => services.mail?.close());
  app.addHook('onClose', async () => services.balanceHints.stop());
  // Multipart bodies for the upload endpoints; each passes its own, tighter limits to req.parts().
  await ctx.router.acceptUploads({ limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 20, parts: 30 } });
  registerSystemRoutes(ctx.router.route, services.system, services.site);
  registerContentRoutes(ctx.router.route, services.content, services.feedback);
  // The back office's banners and notices (issue 19): read by the notice list above on its next call.
  registerContentOperatorRoutes(
    ctx.router.route,
    createContentOperatorService({ db: ctx.deps.db, clock: ctx.deps.clock }),
  );
  registerSiteSettingsOperatorRoutes(ctx.router.route, services.settings);
  registerContentImages(app, ctx.router.route, { db: ctx.deps.db, clock: ctx.deps.clock });
  // The cashier screen's withdrawal and transfer limits (issue 19), through the same settings service.
  registerCashierSettingsOperatorRoutes(ctx.router.route, services.settings);
  registerWithdrawalProofRoutes(ctx.router.route, ctx.deps.db);
  registerSiteListsOperatorRoutes(
    ctx.router.route,
    createSiteListsAdminService({ db: ctx.deps.db, clock: ctx.deps.clock }),
    createHelpAdminService({ db: ctx.deps.db, clock: ctx.deps.clock }),
  );
  registerCatalogueRoutes(ctx.router.route, {
    ...services.catalogue,
    clock: ctx.deps.clock,
    timeZone: ctx.deps.config.TIMEZONE,
    promotions: async (language) =>
      (await services.content.notices({ types: 'PR', platform: 'W', language })).promotion,
    winners: (q) => services.games.vendors.bets.winners(q),
    stakesSince: (since) => services.games.vendors.bets.stakesSince(since),
  });
  // The back office's catalogue (issue 19): its edits and imports reach every lobby by the cache's NOTIFY.
  registerCatalogueOperatorRoutes(
    ctx.router.route,
    createCatalogueOperatorService({ db: ctx.deps.db, clock: ctx.deps.clock, cache: services.catalogue.cache }),
  );
  if (ctx.deps.config.NODE_ENV !== 'test') {
    // Imports run from the CLI (another process) reach this process's cached vendor list by NOTIFY.
    const unlisten = await services.catalogue.cache.listen();
    app.addHook('onClose', async () => unlisten());
  }
  registerMediaRoutes(app);
  await registerAccountsRoutes(app, ctx.router.route, services.accounts.service, services.accounts.ctx);
  registerWalletRoutes(ctx.router.route, services.wallet);
  const { cashout } = services;
  registerBankAccountRoutes(ctx.router.route, cashout.bankAccounts);
  registerWithdrawalRoutes(
    ctx.router.route,
    {
      withdrawals: cashout.withdrawals,
      admin: cashout.withdrawalsAdmin,
      paymentPassword: cashout.paymentPassword,
    },
    csv,
  );
  registerTransferRoutes(ctx.router.route, { upline: cashout.upline, vendor: cashout.vendorTransfers });
  registerTeamRoutes(ctx.router.route, services.agentTeam);
  registerHistoryRoutes(ctx.router.route, cashout.history);
  registerHouseRoutes(ctx.router.route, services.games.houseSlot);
  registerRoundsRoutes(ctx.router.route, services.rounds);
  registerRoundsOperatorRoutes(ctx.router.route, ctx.deps.db);
  registerLottery({
    route: ctx.router.route,
    jobs,
    lottery: services.lottery,
    rounds: services.rounds,
    db: ctx.deps.db,
    clock: ctx.deps.clock,
    validateResponses: ctx.deps.config.validateResponses,
    registry: ctx.deps.metrics?.registry,
    log: app.log,
  });
  // Agent contracts and settlement jobs (issue 15, agents/contracts.wiring.ts).
  registerAgentContracts({
    route: ctx.router.route,
    jobs,
    db: ctx.deps.db,
    clock: ctx.deps.clock,
    ledger: services.ledger,
    timeZone: ctx.deps.config.TIMEZONE,
    csv,
  });
  registerPromotions(services.promotions, { route: ctx.router.route, jobs, csv });
  registerPoints(services.points, { route: ctx.router.route, jobs });
  registerMissions(services.missions, { route: ctx.router.route, jobs, csv });
  // The image bytes are served outside the router: they get the same session and operator role checks.
  registerSupportChat(
    app,
    ctx.router.route,
    services.supportChat,
    ctx.deps.resolveSession ?? services.resolveSession,
    csv,
    services.backoffice.authorize,
  );
  registerVip(services.vip, {
    route: ctx.router.route,
    jobs,
    clock: ctx.deps.clock,
    timeZone: ctx.deps.config.TIMEZONE,
  });
  registerReferral(services.referral, {
    route: ctx.router.route,
    jobs,
    clock: ctx.deps.clock,
    timeZone: ctx.deps.config.TIMEZONE,
  });
  registerVendorRoutes(app, ctx.router.route, services.games.vendors);
  // Cash-out upkeep (deadlines, crash leftovers, unsettled vendor transfers), crash recovery of house
  // rounds and seamless journal rows, vendors' bet reports, expired-row pruning: jobs, once per period.
  registerCashoutJobs(jobs, {
    clock: ctx.deps.clock,
    withdrawals: cashout.withdrawals,
    vendorTransfers: cashout.vendorTransfers,
  });
  registerHouseJobs(jobs, services.games.houseSlot);
  // Dice (and later draw games): each round's next step is a job keyed by the round, plus a minute sweep.
  registerRoundJobs(jobs, services.rounds);
  if (ctx.deps.config.NODE_ENV !== 'test') app.addHook('onReady', async () => startRoundsSoon(ctx.deps.db));
  const vendorJobs = registerVendorJobs(jobs, {
    wallet: services.games.vendors.wallet,
    betReports: services.games.vendors.betReports,
    reports: { everyMs: ctx.deps.config.vendorReportIntervalMs, db: ctx.deps.db, clock: ctx.deps.clock },
    log: app.log,
  });
  // Only where this node runs jobs (tests run none unless they ask for a runner with JOB_CONCURRENCY).
  if (ctx.deps.config.jobConcurrency > 0) app.addHook('onReady', async () => vendorJobs.startReports());
  registerHousekeepingJobs(jobs, { db: ctx.deps.db, clock: ctx.deps.clock, log: app.log });
  registerOauthRoutes(ctx.router.route, services.accounts.oauth, services.accessGuard);
  registerOperatorRoutes(ctx.router.route, services.operators, services.adjustments);
  registerBackoffice(ctx.router, services.backoffice, csv);
  // Reports (issue 19): GGR/NGR, cashier, bonus cost, commissions, players' P&L; the dashboard's trend.
  registerReportsRoutes(
    ctx.router.route,
    createReportsService({ db: ctx.deps.db, clock: ctx.deps.clock, timezone: ctx.deps.config.TIMEZONE }),
    services.backoffice.dashboard,
    csv,
  );
  registerJobRoutes(ctx.router.route, createJobsAdminService({ db: ctx.deps.db, clock: ctx.deps.clock }));
  registerLabelRoutes(ctx.router.route, createLabelsService({ db: ctx.deps.db, clock: ctx.deps.clock }));
  registerRgRoutes(ctx.router.route, services.limits.rg);
  // The back office's players (issue 19): search, 360° view, lock, password reset, notes, VIP, four-eyes adjustments.
  registerPlayersOperatorRoutes(ctx, csv);
  // Inbox (issue 17.5): messageV2, unread count, language update, operator sends (modules/inbox).
  registerInboxRoutes(ctx.router.route, createInboxService({ db: ctx.deps.db, clock: ctx.deps.clock }), csv);
  // Identity verification (issue 18.5): member requests with documents, operator review, level settings.
  registerKycRoutes(ctx.router.route, createKycService({ db: ctx.deps.db, clock: ctx.deps.clock }), csv);
  // Operator sessions are cached per process; revocations made anywhere (another process, the CLI) drop
  // them by NOTIFY. Tests too: what they check is this cache's behaviour.
  const unlistenOperators = await services.operators.listen();
  app.addHook('onClose', async () => unlistenOperators());
  // The house slot's settings (variant, stake limits) are cached per process; a change anywhere drops them by NOTIFY.
  const unlistenHouseSlot = await services.games.houseSlot.settings.listen();
  app.addHook('onClose', async () => unlistenHouseSlot());
  await registerCashierIn(app, ctx.router.route, jobs, ctx.deps, services, csv);
}

/** The back office's players endpoints, on the services that own each part (backoffice-players/index.ts). */
function registerPlayersOperatorRoutes(ctx: RegisterContext, csv: CsvExporter): void {
  const { services, deps } = ctx;
  const kyc = createKycService({ db: deps.db, clock: deps.clock });
  const players = buildBackofficePlayers({
    db: deps.db,
    clock: deps.clock,
    timeZone: deps.config.TIMEZONE,
    adjustments: services.adjustments,
    revokeSessions: (q, memberId) => services.accounts.service.sessions.revokeAll(q, memberId),
    setVipRank: (memberId, rank, actor, reason, origin) => services.vip.setRank(memberId, rank, actor, reason, origin),
    memberAccounts: (memberId) => services.ledger.memberAccounts(memberId),
    transactions: (memberId, q) => services.cashout.history.memberTransactions(memberId, q),
    turnoverRequired: (memberId) => services.cashout.turnover.required(memberId),
    bonusRequired: (memberId) => services.cashout.turnover.bonusRequired(memberId),
    rg: services.limits.rg,
    vipRank: (memberId) => services.vip.rankOf(memberId),
    vipLevels: () => services.vip.levels(),
    kycLevel: (session, memberId) => kyc.memberHistory(session, memberId),
  });
  registerBackofficePlayers(ctx.router.route, players, csv);
  registerPlayerLists(ctx.router.route, deps.db, (memberId, k) =>
    services.cashout.history.memberTransactionsPage(memberId, k),
  );
}

/**
 * Loads the demo content. Idempotent: running it again changes nothing that is already there.
 * `production`: the demo operator must change its published password at first login.
 */
export async function seedDemo(db: Db, clock: Clock, opts: { production?: boolean } = {}): Promise<void> {
  await seedSystem(db, clock);
  await seedContent(db, clock);
  await seedAccounts(db, clock);
  await seedAgentTeam(db, clock);
  await seedLedger(db, clock);
  await seedOperators(db, clock, { mustChangePassword: opts.production === true });
  await seedDeposits(db, clock);
  await seedProviderMethods(db, clock);
  await seedVietQr(db, clock);
  await seedCatalogue(db);
  await seedLotteryCatalogue(db);
  // The Vietnam games' past 100 days of draws with demo results (only games without any draw yet).
  await seedDemoHistory(db, clock);
  // The demo lucky wheel (a raffle promotion that really pays through the reward centre).
  await seedPromotions(db, clock);
  await seedRaffle(db, clock);
  await seedMissions(db, clock);
  await seedPoints(db, clock);
  await seedReferral(db, clock);
}
