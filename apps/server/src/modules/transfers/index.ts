export { moveDemoWallet } from './demo-vendor.repository.js';
export { createDemoVendorGateway, type DemoFault, type DemoVendorGateway } from './demo-vendor-gateway.js';
export { registerTransferRoutes } from './transfers.routes.js';
export { createUplineService, type UplineService } from './upline.service.js';
export {
  VendorTimeoutError,
  type VendorTransferCall,
  type VendorTransferOutcome,
  type VendorWalletGateway,
} from './vendor-gateway.js';
export { createVendorTransferService, type VendorTransferService } from './vendor-transfer.service.js';
