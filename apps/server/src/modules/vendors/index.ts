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
