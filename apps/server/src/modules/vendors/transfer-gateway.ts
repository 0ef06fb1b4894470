import type { VendorTransferCall, VendorWalletGateway } from '../transfers/index.js';
import type { VendorRegistry } from './vendor-registry.js';

/**
 * The transfer-wallet model's glue: modules/transfers talks to one VendorWalletGateway; this one hands
 * each call to the transferGateway of the vendor's registered adapter, so adding a transfer-model
 * vendor is registering its adapter (docs/vendor-integration.md).
 */
export function createRegistryTransferGateway(registry: VendorRegistry): VendorWalletGateway {
  const gatewayOf = (vendor: string) => {
    const a = registry.get(vendor);
    return a?.walletModel === 'transfer' ? a.transferGateway : undefined;
  };
  return {
    vendors: () =>
      registry
        .all()
        .filter((a) => a.walletModel === 'transfer' && a.transferGateway)
        .map((a) => a.code),
    async transfer(t: VendorTransferCall) {
      const g = gatewayOf(t.vendor);
      return g ? g.transfer(t) : { status: 'failed', reason: 'unknown_vendor' };
    },
    async status(vendor, reference) {
      const g = gatewayOf(vendor);
      return g ? g.status(vendor, reference) : 'not_found';
    },
    async balance(vendor, player) {
      const g = gatewayOf(vendor);
      return g ? g.balance(vendor, player) : 0;
    },
  };
}
