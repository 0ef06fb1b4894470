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
export { createVendorRegistry, type VendorRegistry } from './vendor-registry.js';
export {
  createVendorSessions,
  type OpenSessionInput,
  VENDOR_SESSION_TTL_MS,
  type VendorSessions,
} from './vendor-sessions.js';
