export { checkDeposit, INCREASE_DELAY_MS, type LimitValues, type PendingIncrease } from './limits.rules.js';
export { createLimitsService, type LimitsService, type MemberLimits } from './limits.service.js';
