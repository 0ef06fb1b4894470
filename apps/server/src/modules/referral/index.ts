export { REFERRAL_REVIEW_TASK, REFERRAL_SWEEP_TASK } from './referral.jobs.js';
export { qualifiedFriends } from './referral.repository.js';
export { referralOrigin } from './referral.routes.js';
export { seedReferral } from './referral.seed.js';
export {
  createReferralService,
  hashDevice,
  type ReferralClaim,
  type ReferralOrigin,
  type ReferralService,
} from './referral.service.js';
export { buildReferral, registerReferral } from './referral.wiring.js';
