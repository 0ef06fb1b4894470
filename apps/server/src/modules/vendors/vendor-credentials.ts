import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { writeAudit } from '../operators/index.js';
import { isIpRule } from './ip-allowlist.js';

export interface VendorCredentialView {
  vendor: string;
  enabled: boolean;
  allowedIps: string[] | null;
  updatedAt: string;
}

/**
 * The shared secrets that admit a seamless vendor's signed callbacks. Changes are audited; the secret
 * never appears in the audit record or in listings (it is shown once, when set).
 */
export function createVendorCredentials(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Sets (or rotates) a vendor's secret; a random 256-bit one when none is given. Returns it. */
    async set(vendorCode: string, actor: string, secret?: string, allowedIps?: string[] | null): Promise<string> {
      const vendor = vendorCode.toUpperCase();
      const value = secret ?? randomBytes(32).toString('hex');
      if (value.length < 16) throw new Error('A vendor secret has at least 16 characters');
      const ips = allowedIps && allowedIps.length > 0 ? allowedIps : null;
      const bad = ips?.filter((r) => !isIpRule(r)) ?? [];
      if (bad.length > 0) throw new Error(`Not an IP address or CIDR range: ${bad.join(', ')}`);
      const at = clock.now();
      await db.begin(async (tx) => {
        await tx`INSERT INTO vendor_credentials (vendor, secret, enabled, allowed_ips, updated_at)
          VALUES (${vendor}, ${value}, true, ${ips}, ${at})
          ON CONFLICT (vendor) DO UPDATE SET secret = EXCLUDED.secret, enabled = true,
            allowed_ips = EXCLUDED.allowed_ips, updated_at = EXCLUDED.updated_at`;
        await writeAudit(tx, {
          at,
          actor,
          action: 'vendor_credentials.set',
          subject: vendor,
          after: { enabled: true, allowedIps: ips },
        });
      });
      return value;
    },
    /** Stops a vendor's callbacks (401) without forgetting its secret. */
    async disable(vendorCode: string, actor: string): Promise<boolean> {
      const vendor = vendorCode.toUpperCase();
      const at = clock.now();
      return db.begin(async (tx) => {
        const rows =
          await tx`UPDATE vendor_credentials SET enabled = false, updated_at = ${at} WHERE vendor = ${vendor}`;
        if (rows.count === 0) return false;
        await writeAudit(tx, {
          at,
          actor,
          action: 'vendor_credentials.disable',
          subject: vendor,
          after: { enabled: false },
        });
        return true;
      });
    },
    async list(): Promise<VendorCredentialView[]> {
      const rows = await db<{ vendor: string; enabled: boolean; allowed_ips: string[] | null; updated_at: Date }[]>`
        SELECT vendor, enabled, allowed_ips, updated_at FROM vendor_credentials ORDER BY vendor`;
      return rows.map((r) => ({
        vendor: r.vendor,
        enabled: r.enabled,
        allowedIps: r.allowed_ips,
        updatedAt: r.updated_at.toISOString(),
      }));
    },
  };
}
