import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { type CatalogueGame, findGameByNodeId, recordRecentGame } from '../catalogue/index.js';
import type { LedgerService } from '../ledger/index.js';
import { createDemoVendorGateway } from '../transfers/index.js';
import { createBetReportIngest } from './bet-report.ingest.js';
import { createBetsService } from './bets.service.js';
import { createDemoBetBook } from './demo-bet-book.js';
import { createDemoSeamlessAdapter, createDemoTransferAdapter } from './demo-vendors.js';
import { createLaunchService } from './launch.service.js';
import { createSeamlessCallbacks } from './seamless.callbacks.js';
import type { SeamlessWalletDeps } from './seamless-wallet.service.js';
import { createSeamlessWallet } from './seamless-wallet.service.js';
import { createRegistryTransferGateway } from './transfer-gateway.js';
import { createVendorRegistry } from './vendor-registry.js';
import { createVendorSessions } from './vendor-sessions.js';

/**
 * Transfer-model demo vendors (their wallets, transfers and bets in the database, as a remote vendor keeps
 * them); the catalogue's JOKER and AG are of this model.
 */
export const DEMO_TRANSFER_VENDORS = ['DEMO', 'TCG', 'JOKER', 'AG'] as const;

export interface VendorsModuleDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  timeZone: string;
  launchHosts: () => Promise<readonly string[]>;
  /** True while new stakes must be refused (maintenance). */
  debitsBlocked?: () => Promise<boolean>;
  /** Safer gambling: may this member stake real money now (SeamlessWalletDeps.mayDebit). */
  mayDebit?: SeamlessWalletDeps['mayDebit'];
  /**
   * Development and demos (config DEMO_VENDORS_ENABLED): the demo transfer-model vendors are registered,
   * and catalogue vendors without a registered adapter launch the demo vendor page (seamless, play money
   * as the catalogue allows); off, only real adapters exist and other vendors answer vendor_unknown.
   */
  demoFallback: boolean;
  /** Makes sure a trial account holds its play money before it launches. */
  ensurePlayMoney?: (memberId: number) => Promise<void>;
  /** Real-money stakes placed and rolled back (see SeamlessWalletDeps.onStake): the withdrawal turnover. */
  onStake?: SeamlessWalletDeps['onStake'];
}

/**
 * Everything of the vendor protocol, built once in the composition root: the registry (the house
 * provider registers itself here), launch sessions, the seamless wallet (also called in-process by the
 * house provider), its signed HTTP callbacks, launch, betting history (with the bet-report ingest of
 * transfer-model vendors), and the transfer-model gateway that modules/transfers uses.
 */
export function createVendorsModule(deps: VendorsModuleDeps) {
  const { db, clock, ledger } = deps;
  const registry = createVendorRegistry();
  const demoGateway = createDemoVendorGateway({ db, clock }, DEMO_TRANSFER_VENDORS);
  const demoBook = createDemoBetBook({ db, clock });
  if (deps.demoFallback) {
    for (const code of DEMO_TRANSFER_VENDORS) registry.register(createDemoTransferAdapter(code, demoGateway, demoBook));
  }
  const transferGateway = createRegistryTransferGateway(registry);
  const sessions = createVendorSessions({ db, clock });
  const findGame = (nodeId: string) => findGameByNodeId(db, nodeId);
  const wallet = createSeamlessWallet({
    db,
    clock,
    ledger,
    debitsBlocked: deps.debitsBlocked,
    mayDebit: deps.mayDebit,
    gameCategory: async (nodeId) => (await findGame(nodeId))?.gameType ?? null,
    onStake: deps.onStake,
  });
  const callbacks = createSeamlessCallbacks({ db, clock, wallet, registry });
  const launch = createLaunchService({
    registry,
    sessions,
    findGame,
    launchHosts: deps.launchHosts,
    recordRecent: (p) => recordRecentGame(db, clock, p),
    ensurePlayMoney: deps.ensurePlayMoney,
    fallbackAdapter: deps.demoFallback
      ? (game: CatalogueGame) =>
          game.walletModel === 'seamless'
            ? createDemoSeamlessAdapter(game.vendor, { allowsTrial: game.allowsTrial })
            : undefined
      : undefined,
  });
  const bets = createBetsService({ db, clock, timeZone: deps.timeZone });
  const betReports = createBetReportIngest({ db, clock, ledger, registry });
  return {
    registry,
    sessions,
    wallet,
    callbacks,
    launch,
    bets,
    betReports,
    transferGateway,
    demoGateway,
    demoBook,
    demo: deps.demoFallback,
  };
}
export type VendorsModule = ReturnType<typeof createVendorsModule>;
