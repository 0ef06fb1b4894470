export { SIGNATURE_HEADER, signBody, verifySignature } from './hmac-signature.js';
export type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentGateway,
  PaymentGateways,
  PaymentNotice,
  PaymentStatus,
  PhoneCardInput,
} from './payment-gateway.js';
export { createPhoneCardService, type PhoneCardService } from './phone-card/phone-card.service.js';
export { minusBasisPoints } from './providers/provider-common.js';
export { buildProviderGateways, type ProviderGateways } from './providers/provider-gateways.js';
export { type ProviderSandboxes, registerProviderRoutes } from './providers/provider-routes.js';
export { seedProviderMethods } from './providers/provider-seed.js';
export { percentToBp, readPaymentProviders } from './providers/provider-settings.js';
export {
  type CallbackDeliverer,
  createSandboxGateway,
  SANDBOX_CODE,
  type SandboxGateway,
  type SandboxSwitches,
} from './sandbox.gateway.js';
export { formatMinorAmount, pageLanguage } from './sandbox.page.js';
export { injectDeliverer, registerSandboxRoutes } from './sandbox.routes.js';
export { buildVietQrPayload, decodeVietQrPayload } from './vietqr/vietqr-payload.js';
