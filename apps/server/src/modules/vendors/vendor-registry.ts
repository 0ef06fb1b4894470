import type { VendorAdapter } from './vendor-adapter.js';

/**
 * The vendors this site runs, one adapter per vendor code. Built once in the composition root
 * (modules/index.ts); the house provider and third-party adapters are registered the same way.
 */
export function createVendorRegistry(adapters: readonly VendorAdapter[] = []) {
  const byCode = new Map<string, VendorAdapter>();
  const register = (adapter: VendorAdapter): void => {
    const code = adapter.code.toUpperCase();
    if (byCode.has(code)) throw new Error(`Vendor ${code} is registered twice`);
    byCode.set(code, adapter);
  };
  for (const a of adapters) register(a);
  return {
    register,
    /** The adapter of a vendor code (case-insensitive), or undefined. */
    get: (code: string): VendorAdapter | undefined => byCode.get(code.toUpperCase()),
    all: (): VendorAdapter[] => [...byCode.values()],
  };
}
export type VendorRegistry = ReturnType<typeof createVendorRegistry>;
