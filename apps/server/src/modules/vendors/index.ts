export {
  addStake as addStakeToHistory,
  cancelSharedRound,
  removeStake as removeStakeFromHistory,
  settleSharedRound,
} from './bets.repository.js';
export { type BetsService, createBetsService } from './bets.service.js';
export { createDemoSeamlessAdapter, createDemoTransferAdapter } from './demo-vendors.js';
export { createLaunchService, type LaunchService, presentQuery } from './launch.service.js';
export { createSeamlessCallbacks, VENDOR_SIGNATURE_HEADER } from './seamless.callbacks.js';
export {
  createSeamlessWallet,
  hashToken,
  playerName,
  type SeamlessWalletDeps,
  type SeamlessWalletService,
} from './seamless-wallet.service.js';
export type {
  AuthenticateInput,
  CreditInput,
  DebitInput,
  RollbackInput,
  SeamlessCaller,
  SeamlessWallet,
} from './seamless-wallet.types.js';
export { createRegistryTransferGateway } from './transfer-gateway.js';
export type {
  LaunchInput,
  LaunchResult,
  SeamlessAnswer,
  SeamlessCallKind,
  SeamlessStatus,
  VendorAdapter,
  VendorGame,
  WalletModel,
} from './vendor-adapter.js';
export { createVendorCredentials, type VendorCredentialView } from './vendor-credentials.js';
export { createVendorRegistry, type VendorRegistry } from './vendor-registry.js';
export {
  createVendorSessions,
  type OpenSessionInput,
  VENDOR_SESSION_TTL_MS,
  type VendorSessions,
} from './vendor-sessions.js';
export { BET_REPORT_INGEST_TASK, registerVendorJobs, SEAMLESS_RECOVER_TASK } from './vendors.jobs.js';
export { createVendorsModule, DEMO_TRANSFER_VENDORS, type VendorsModule } from './vendors.module.js';
export { registerVendorRoutes } from './vendors.routes.js';
