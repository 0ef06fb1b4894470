export { checkDeposit, INCREASE_DELAY_MS, type LimitValues, type PendingIncrease } from './limits.rules.js';
export { createLimitsService, type LimitsService, type MemberLimits } from './limits.service.js';
export { rgHooks } from './rg.adapters.js';
export { createRgGuard, type RgGuard, type StakeRequest } from './rg.guard.js';
export { registerRgRoutes } from './rg.routes.js';
export type { RgService, RgSettings } from './rg.service.js';
