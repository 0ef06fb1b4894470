export { type CallbackHandler, type CallbackOutcome, createCallbackHandler } from './deposit-callbacks.js';
export { CANCELLABLE_KINDS, isCancellable } from './deposit-cancel-rule.js';
export { type DepositCreditedHook, depositKey } from './deposit-credit.js';
export {
  type DepositAttempt,
  type DepositStarter,
  idempotencyConflict,
  openDeposit,
  repeatedAttempt,
} from './deposit-open.js';
export { registerDepositAdminRoutes } from './deposits.admin.routes.js';
export { createDepositsAdminService, type DepositsAdminService } from './deposits.admin.service.js';
export { DEPOSIT_EXPIRY_TASK, registerDepositJobs } from './deposits.jobs.js';
export { registerDepositRoutes } from './deposits.routes.js';
export { DEMO_DEPOSIT_METHODS, seedDeposits } from './deposits.seed.js';
export {
  callbackPath,
  createDepositsService,
  type DepositsService,
  returnPath,
} from './deposits.service.js';
export { REFERENCE_ALPHABET, REFERENCE_LENGTH } from './reference-code.js';
