export { registerWalletRoutes } from './wallet.routes.js';
export { createWalletService, TRIAL_PLAY_GRANT, type WalletOptions, type WalletService } from './wallet.service.js';
