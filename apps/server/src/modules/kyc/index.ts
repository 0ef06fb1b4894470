export {
  DEFAULT_KYC_SETTINGS,
  KYC_SETTINGS_KEY,
  type KycAction,
  loadKycSettings,
  requiredLevel,
  requireVerification,
} from './kyc.gate.js';
export { registerKycRoutes } from './kyc.routes.js';
export { createKycService, type KycService } from './kyc.service.js';
