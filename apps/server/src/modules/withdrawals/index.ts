export { registerCashierSettingsOperatorRoutes } from './cashier-settings.operator.routes.js';
export { CASHOUT_UPKEEP_TASK, type CashoutJobDeps, registerCashoutJobs, runCashoutUpkeep } from './cashout.jobs.js';
export { createPaymentPasswordService, type PaymentPasswordService } from './payment-password.service.js';
export { createTurnoverService, type TurnoverService } from './turnover.service.js';
export { registerWithdrawalProofRoutes } from './withdrawal-proofs.operator.routes.js';
export { createWithdrawalsAdminService, type WithdrawalsAdminService } from './withdrawals.admin.service.js';
export { registerWithdrawalRoutes } from './withdrawals.routes.js';
export { createWithdrawalsService, type WithdrawalsService, withdrawalKey } from './withdrawals.service.js';
