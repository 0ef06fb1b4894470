export { VIP_REVIEW_TASK, VIP_SWEEP_TASK } from './vip.jobs.js';
export { memberRank } from './vip.repository.js';
export { createVipService, levelUpKey, type VipService } from './vip.service.js';
export { buildVip, registerVip } from './vip.wiring.js';
